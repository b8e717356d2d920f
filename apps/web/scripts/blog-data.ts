import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import matter from 'gray-matter';
import { blogPostSchema, type BlogPost } from '@decalforge/shared';

export interface BlogBuildResult {
  posts: BlogPost[];
  warnings: string[];
  /**
   * The invalid posts as read (plus their `source` file), written after the valid ones so the
   * page drops them again and logs a console warning (docs/product-rules.md, Blog).
   */
  dropped: Record<string, unknown>[];
}

/** Reading speed used for a post without its own readTime. */
export const WORDS_PER_MINUTE = 200;

export function estimateReadTime(markdown: string): string {
  const words = markdown.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  return `${Math.max(1, Math.round(words / WORDS_PER_MINUTE))} min read`;
}

function toDateString(value: unknown): unknown {
  return value instanceof Date ? value.toISOString().slice(0, 10) : value;
}

/** Reads markdown posts with front matter; a post missing id, title or content is dropped with a warning. */
export function buildBlogData(dir: string): BlogBuildResult {
  const warnings: string[] = [];
  const posts: BlogPost[] = [];
  const dropped: Record<string, unknown>[] = [];
  if (!existsSync(dir)) return { posts, warnings: [`blog: no posts folder at ${dir}`], dropped };
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.md'))
    .sort();
  for (const file of files) {
    const { data, content } = matter(readFileSync(join(dir, file), 'utf8'));
    const body = content.trim();
    const candidate: Record<string, unknown> = { ...data, date: toDateString(data.date), content: body };
    if (candidate.readTime === undefined && body) candidate.readTime = estimateReadTime(body);
    const parsed = blogPostSchema.safeParse(candidate);
    if (!parsed.success) {
      warnings.push(`blog: dropped ${file}: ${parsed.error.issues.map((i) => `${i.path.join('.') || 'post'} ${i.message}`).join('; ')}`);
      dropped.push({ ...candidate, source: file });
      continue;
    }
    posts.push(parsed.data);
  }
  posts.sort((a, b) => (b.date ?? '').localeCompare(a.date ?? ''));
  return { posts, warnings, dropped };
}
