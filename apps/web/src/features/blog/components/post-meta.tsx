import { CalendarDays, Clock, User } from 'lucide-react';
import type { BlogPost } from '@decalforge/shared';
import { formatPostDate } from '../lib/format';

/** Date (long US format), read time and, when asked, the author. */
export function PostMeta({ post, showAuthor = false }: { post: BlogPost; showAuthor?: boolean }) {
  const date = formatPostDate(post.date);
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted">
      {date && (
        <span className="inline-flex items-center gap-1.5">
          <CalendarDays aria-hidden="true" className="h-4 w-4" />
          <time dateTime={post.date}>{date}</time>
        </span>
      )}
      {post.readTime && (
        <span className="inline-flex items-center gap-1.5">
          <Clock aria-hidden="true" className="h-4 w-4" />
          {post.readTime}
        </span>
      )}
      {showAuthor && post.author && (
        <span className="inline-flex items-center gap-1.5">
          <User aria-hidden="true" className="h-4 w-4" />
          {post.author}
        </span>
      )}
    </div>
  );
}
