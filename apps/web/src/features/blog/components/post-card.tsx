import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { BlogPost } from '@decalforge/shared';
import { Badge } from '../../../components/ui/badge';
import { paths } from '../../../config/paths';
import { summarizeTags } from '../lib/format';
import { PostCover } from './post-cover';
import { PostMeta } from './post-meta';

export function PostCard({ post, eager }: { post: BlogPost; eager: boolean }) {
  const tags = summarizeTags(post.tags);
  return (
    <article className="flex flex-col overflow-hidden rounded-[var(--radius-card)] border border-border bg-surface transition-colors hover:border-brand/60">
      <div className="relative">
        <PostCover image={post.image} eager={eager} seed={post.id} tag={post.tags?.[0]} />
        {post.featured && (
          <Badge tone="accent" className="absolute left-3 top-3 bg-bg/90">
            Featured
          </Badge>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <PostMeta post={post} />
        <h2 className="font-[family-name:var(--font-display)] text-2xl font-bold leading-tight">
          <Link to={paths.blogPost(post.id)} className="hover:text-brand">
            {post.title}
          </Link>
        </h2>
        {post.excerpt && <p className="text-muted">{post.excerpt}</p>}
        {tags.shown.length > 0 && (
          <ul aria-label="Tags" className="flex flex-wrap gap-2">
            {tags.shown.map((t) => (
              <li key={t}>
                <Badge tone="muted">{t}</Badge>
              </li>
            ))}
            {tags.more && (
              <li>
                <Badge tone="muted">{tags.more}</Badge>
              </li>
            )}
          </ul>
        )}
        <Link
          to={paths.blogPost(post.id)}
          aria-label={`Read More: ${post.title}`}
          className="mt-auto inline-flex items-center gap-1.5 self-start pt-2 font-semibold text-brand hover:text-brand-strong"
        >
          Read More <ArrowRight aria-hidden="true" className="h-4 w-4" />
        </Link>
      </div>
    </article>
  );
}
