import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** A titled card section with an icon (content pages: contest, creator pilot, installation…). */
export function IconSection({ id, icon: Icon, title, children }: { id: string; icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-[var(--radius-card)] border border-border bg-surface p-6">
      <h2 id={id} className="mb-4 flex items-center gap-2 font-[family-name:var(--font-display)] text-2xl font-bold">
        <Icon aria-hidden="true" className="h-6 w-6 text-brand" /> {title}
      </h2>
      {children}
    </section>
  );
}
