import { FlaskConical } from 'lucide-react';

/** Impossible to miss: nothing on these pages charges money. */
export function TestModeBanner({ detail }: { detail: string }) {
  return (
    <div role="note" className="mb-6 rounded-[var(--radius-card)] border-2 border-dashed border-accent bg-accent/10 p-4 text-center">
      <p className="flex items-center justify-center gap-2 font-[family-name:var(--font-display)] text-2xl font-bold tracking-wide text-accent sm:text-3xl">
        <FlaskConical aria-hidden="true" className="h-7 w-7" /> TEST MODE — no real payment
      </p>
      <p className="mt-1 text-sm text-muted">{detail}</p>
    </div>
  );
}
