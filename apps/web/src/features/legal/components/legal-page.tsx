import type { ReactNode } from 'react';
import { LEGAL } from '@decalforge/shared';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

/** Layout of the static legal pages: h1, last-updated line, contents list and numbered sections. */
export function LegalPage({ title, intro, sections }: { title: string; intro: ReactNode; sections: LegalSection[] }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <header className="mb-8">
        <h1 className="mb-2 font-[family-name:var(--font-display)] text-4xl font-bold sm:text-5xl">{title}</h1>
        <p className="text-sm text-muted">Last updated: {LEGAL.lastUpdated}</p>
      </header>
      <div className="mb-8 text-muted">{intro}</div>
      <nav aria-label="Contents" className="mb-10 rounded-[var(--radius-card)] border border-border bg-surface p-5">
        <h2 className="mb-3 text-sm font-semibold uppercase tracking-wide text-muted">Contents</h2>
        <ol className="grid list-decimal gap-1 pl-5 text-sm sm:grid-cols-2">
          {sections.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`} className="text-text hover:text-brand">
                {s.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="prose prose-invert max-w-none prose-headings:font-[family-name:var(--font-display)] prose-a:text-brand">
        {sections.map((s, i) => (
          <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`} className="scroll-mt-24">
            <h2 id={`${s.id}-title`}>
              {i + 1}. {s.title}
            </h2>
            {s.body}
          </section>
        ))}
      </div>
    </article>
  );
}
