/** Loading state of the blog list: three placeholder cards. */
export function BlogSkeleton() {
  return (
    <div role="status" aria-live="polite" data-testid="blog-skeleton" className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      <span className="sr-only">Loading blog posts...</span>
      {[0, 1, 2].map((i) => (
        <div
          key={i}
          aria-hidden="true"
          data-testid="blog-skeleton-card"
          className="animate-pulse overflow-hidden rounded-[var(--radius-card)] border border-border bg-surface"
        >
          <div className="aspect-[1200/630] bg-surface-2" />
          {/* about the height of a real card, so the page does not jump when posts arrive */}
          <div className="h-80 space-y-3 p-5">
            <div className="h-4 w-1/2 rounded bg-surface-2" />
            <div className="h-7 w-5/6 rounded bg-surface-2" />
            <div className="h-7 w-2/3 rounded bg-surface-2" />
            <div className="h-4 w-full rounded bg-surface-2" />
            <div className="h-4 w-full rounded bg-surface-2" />
            <div className="h-4 w-2/3 rounded bg-surface-2" />
          </div>
        </div>
      ))}
    </div>
  );
}
