import { AlertTriangle, Inbox } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useBlogPosts } from '../api/get-blog-posts';
import { EAGER_IMAGES } from '../lib/format';
import { BlogSkeleton } from './blog-skeleton';
import { PostCard } from './post-card';

/** The /blog post grid with its loading, error and empty states. */
export function BlogList() {
  const { data: posts, isPending, isError } = useBlogPosts();
  if (isPending) return <BlogSkeleton />;
  if (isError) {
    return (
      <div role="alert" className="mx-auto max-w-md rounded-[var(--radius-card)] border border-danger/40 bg-surface p-8 text-center">
        <AlertTriangle aria-hidden="true" className="mx-auto mb-3 h-10 w-10 text-danger" />
        <h2 className="mb-2 font-[family-name:var(--font-display)] text-2xl font-bold">Oops!</h2>
        <p className="mb-6 text-muted">Failed to load blog posts. Please try again later.</p>
        <Button onClick={() => window.location.reload()}>Try Again</Button>
      </div>
    );
  }
  if (posts.length === 0) {
    return (
      <div className="mx-auto max-w-md rounded-[var(--radius-card)] border border-border bg-surface p-8 text-center">
        <Inbox aria-hidden="true" className="mx-auto mb-3 h-10 w-10 text-muted" />
        <h2 className="mb-2 font-[family-name:var(--font-display)] text-2xl font-bold">No posts found</h2>
        <p className="text-muted">Check back soon for new content!</p>
      </div>
    );
  }
  return (
    <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {posts.map((post, i) => (
        <PostCard key={post.id} post={post} eager={i < EAGER_IMAGES} />
      ))}
    </div>
  );
}
