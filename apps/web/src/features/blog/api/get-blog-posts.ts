import { queryOptions, useQuery } from '@tanstack/react-query';
import { MESSAGES, type BlogPost } from '@decalforge/shared';

export const BLOG_DATA_URL = '/blog-data.json';

const REQUIRED = ['id', 'title', 'content'] as const;
const OPTIONAL_STRINGS = ['date', 'readTime', 'excerpt', 'image', 'author'] as const;

/**
 * The fields that make a post invalid (the shared blogPostSchema's rules, checked without zod so
 * the blog ships without schema code): missing required strings, wrongly typed optional ones.
 */
export function invalidPostFields(value: unknown): string[] {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return ['post'];
  const v = value as Record<string, unknown>;
  const bad: string[] = REQUIRED.filter((k) => typeof v[k] !== 'string' || !(v[k] as string));
  for (const k of OPTIONAL_STRINGS) if (v[k] !== undefined && typeof v[k] !== 'string') bad.push(k);
  if (v.tags !== undefined && !(Array.isArray(v.tags) && v.tags.every((t) => typeof t === 'string'))) bad.push('tags');
  if (v.featured !== undefined && typeof v.featured !== 'boolean') bad.push('featured');
  return bad;
}

/** Keeps valid posts; each dropped one logs a warning (docs/product-rules.md, Blog). */
export function validPosts(data: unknown[]): BlogPost[] {
  return data.filter((value): value is BlogPost => {
    const bad = invalidPostFields(value);
    if (bad.length === 0) return true;
    const v = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
    const name = [v.id, v.source, v.title].find((x) => typeof x === 'string' && x) ?? 'unnamed post';
    console.warn(`Blog post dropped (${String(name)}): invalid or missing ${bad.join(', ')}`);
    return false;
  });
}

/** GET /blog-data.json: every published post (built from content/blog at build time). */
export async function getBlogPosts(): Promise<BlogPost[]> {
  const res = await fetch(BLOG_DATA_URL, { headers: { Accept: 'application/json' } });
  if (!res.ok) throw new Error(MESSAGES.blog.fetchFailed(res.status, res.statusText));
  const data: unknown = await res.json();
  if (!Array.isArray(data)) throw new Error(MESSAGES.blog.invalidFormat);
  return validPosts(data);
}

export function blogPostsQueryOptions() {
  // A static file: retrying would only delay the error state.
  return queryOptions({ queryKey: ['blog-posts'], queryFn: getBlogPosts, retry: false, staleTime: 5 * 60_000 });
}

export function useBlogPosts() {
  return useQuery(blogPostsQueryOptions());
}
