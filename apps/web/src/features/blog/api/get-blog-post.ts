import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { BlogPost } from '@decalforge/shared';
import { blogPostsQueryOptions } from './get-blog-posts';

/** One post, found by id in the same /blog-data.json array; null when it is not there. */
export function findBlogPost(posts: BlogPost[], id: string | undefined): BlogPost | null {
  if (!id) return null;
  return posts.find((p) => p.id === id) ?? null;
}

export function useBlogPost(id: string | undefined) {
  const query = useQuery({ ...blogPostsQueryOptions(), select: (posts: BlogPost[]) => findBlogPost(posts, id) });
  useEffect(() => {
    // The post page only logs a load failure and shows Post Not Found (docs/product-rules.md, Blog).
    if (query.error) console.error('Failed to load blog post:', query.error.message);
  }, [query.error]);
  return query;
}
