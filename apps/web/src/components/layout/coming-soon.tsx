import { Link } from 'react-router';
import { buttonClass } from '../ui/button';
import { useDocumentTitle } from '../../lib/use-document-title';

/** Placeholder body for a page whose issue has not landed yet. */
export function ComingSoon({ title }: { title: string }) {
  useDocumentTitle(title);
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 text-center">
      <h1 className="mb-4 font-[family-name:var(--font-display)] text-4xl font-bold">{title}</h1>
      <p className="mb-8 text-muted">This page is coming soon.</p>
      <Link to="/" className={buttonClass('secondary')}>
        Back to Home
      </Link>
    </section>
  );
}
