import { PRODUCT_NAME } from '@decalforge/shared';
import { BlogList } from '../../features/blog/components/blog-list';
import { useDocumentTitle } from '../../lib/use-document-title';

export function Component() {
  useDocumentTitle('Blog', `Install guides, prompt tips and news for Rocket League players who make custom decals with ${PRODUCT_NAME}.`);
  return (
    <section className="mx-auto min-h-screen max-w-7xl px-4 py-12" aria-labelledby="blog-title">
      <header className="mx-auto mb-10 max-w-2xl text-center">
        <h1 id="blog-title" className="mb-3 font-[family-name:var(--font-display)] text-4xl font-bold sm:text-5xl">
          The <span className="text-gradient">{PRODUCT_NAME}</span> Blog
        </h1>
        <p className="text-lg text-muted">Install guides, prompt tips and straight answers about custom decals for Rocket League on PC.</p>
      </header>
      <BlogList />
    </section>
  );
}
