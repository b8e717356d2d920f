import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import type { BlogPost } from '@decalforge/shared';
import { Badge } from '../../../components/ui/badge';
import { PageSpinner } from '../../../components/layout/page-spinner';
import { buttonClass } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useBlogPost } from '../api/get-blog-post';
import { MarkdownContent } from './markdown-content';
import { PostCover } from './post-cover';
import { PostMeta } from './post-meta';

function BackToBlog({ className }: { className?: string }) {
  return (
    <Link to={paths.blog} className={className ?? 'inline-flex items-center gap-1.5 text-sm font-medium text-muted hover:text-brand'}>
      <ArrowLeft aria-hidden="true" className="h-4 w-4" /> Back to Blog
    </Link>
  );
}

export function PostNotFound() {
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="mb-3 font-[family-name:var(--font-display)] text-4xl font-bold">Post Not Found</h1>
      <p className="mb-8 text-muted">The post you are looking for does not exist or has been moved.</p>
      <BackToBlog className={buttonClass('secondary')} />
    </div>
  );
}

function Article({ post }: { post: BlogPost }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <BackToBlog />
      <header className="mt-6 space-y-4">
        {post.image && <PostCover image={post.image} eager className="rounded-[var(--radius-card)] border border-border" />}
        <PostMeta post={post} showAuthor />
        <h1 className="font-[family-name:var(--font-display)] text-4xl font-bold leading-tight sm:text-5xl">{post.title}</h1>
        {post.tags && post.tags.length > 0 && (
          <ul aria-label="Tags" className="flex flex-wrap gap-2">
            {post.tags.map((t) => (
              <li key={t}>
                <Badge tone="muted">{t}</Badge>
              </li>
            ))}
          </ul>
        )}
      </header>
      <div className="mt-8 border-t border-border pt-8">
        <MarkdownContent content={post.content} />
      </div>
      <div className="mt-12 border-t border-border pt-6">
        <BackToBlog />
      </div>
    </article>
  );
}

/** /blog/:id: Loading, then the post, or Post Not Found (also when the data cannot be loaded). */
export function BlogPostView({ id }: { id: string | undefined }) {
  const { data: post, isPending } = useBlogPost(id);
  const loading = isPending && Boolean(id);
  useDocumentTitle(
    post ? post.title : loading ? 'Blog' : 'Post Not Found',
    post?.excerpt ?? 'Guides and news for Rocket League players who make custom decals with DecalForge.',
  );
  if (loading) {
    return (
      <div className="min-h-screen">
        <PageSpinner label="Loading" />
      </div>
    );
  }
  if (!post) return <PostNotFound />;
  return <Article post={post} />;
}
