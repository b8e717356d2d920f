import { queryOptions, useQuery } from '@tanstack/react-query';
import { MESSAGES, type BlogPost } from '@decalforge/shared';

export const BLOG_DATA_URL = '/blog-data.json';

function isPost(value: unknown): value is BlogPost {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return typeof v.id === 'string' && typeof v.title === 'string' && typeof v.content === 'string';
}

/** GET /blog-data.json: every published post (built from content/blog at build time). */
export async function getBlogPosts(): Promise<BlogPost[]> {
  const res = await fetch(BLOG_DATA_URL, { headers: { Accept: 'application/json' } });
  if (!res.ok) throw new Error(MESSAGES.blog.fetchFailed(res.status, res.statusText));
  const data: unknown = await res.json();
  if (!Array.isArray(data)) throw new Error(MESSAGES.blog.invalidFormat);
  return data.filter(isPost);
}

export function blogPostsQueryOptions() {
  // A static file: retrying would only delay the error state.
  return queryOptions({ queryKey: ['blog-posts'], queryFn: getBlogPosts, retry: false, staleTime: 5 * 60_000 });
}

export function useBlogPosts() {
  return useQuery(blogPostsQueryOptions());
}
