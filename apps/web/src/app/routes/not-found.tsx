import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import { useDocumentTitle } from '../../lib/use-document-title';

export function Component() {
  const location = useLocation();
  useDocumentTitle('Page not found');
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', location.pathname);
  }, [location.pathname]);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="mb-2 font-[family-name:var(--font-display)] text-7xl font-bold text-gradient">404</h1>
      <p className="mb-8 text-xl text-muted">Oops! Page not found</p>
      <Link to="/" className={buttonClass('primary')}>
        Return to Home
      </Link>
    </section>
  );
}
