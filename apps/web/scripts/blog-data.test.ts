import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { blogPostSchema } from '@decalforge/shared';
import { buildBlogData, estimateReadTime } from './blog-data';

let dir: string;

function post(file: string, frontMatter: string, body: string): void {
  writeFileSync(join(dir, file), `---\n${frontMatter}\n---\n${body}\n`);
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'blog-data-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('buildBlogData', () => {
  it('keeps every valid post and drops invalid ones with a warning naming the file and field', () => {
    post(
      'a-first.md',
      'id: first\ntitle: First post\ndate: 2026-01-05\ntags: [One, Two]\nfeatured: true\nexcerpt: Hello',
      'Some **markdown** body.',
    );
    post('b-second.md', 'id: second\ntitle: Second post\ndate: 2026-03-01\nreadTime: 9 min read\nauthor: Ann', 'Second body.');
    post('c-minimal.md', 'id: minimal\ntitle: Only the required fields', 'Body.');
    post('d-no-id.md', 'title: Missing id', 'Body without id.');
    post('e-no-title.md', 'id: no-title', 'Body without title.');
    post('f-no-content.md', 'id: empty\ntitle: Empty body', '   ');
    post('g-bad-tags.md', 'id: bad-tags\ntitle: Bad tags\ntags: not-an-array', 'Body.');
    writeFileSync(join(dir, 'notes.txt'), 'not a post');

    const { posts, warnings, dropped } = buildBlogData(dir);

    expect(posts.map((p) => p.id).sort()).toEqual(['first', 'minimal', 'second']);
    // The dropped ones are kept apart for the page, which drops them again with a console warning.
    expect(dropped.map((d) => d.source).sort()).toEqual(['d-no-id.md', 'e-no-title.md', 'f-no-content.md', 'g-bad-tags.md']);
    for (const p of posts) expect(blogPostSchema.safeParse(p).success).toBe(true);
    expect(warnings).toHaveLength(4);
    expect(warnings.find((w) => w.includes('d-no-id.md'))).toMatch(/id/);
    expect(warnings.find((w) => w.includes('e-no-title.md'))).toMatch(/title/);
    expect(warnings.find((w) => w.includes('f-no-content.md'))).toMatch(/content/);
    expect(warnings.find((w) => w.includes('g-bad-tags.md'))).toMatch(/tags/);
  });

  it('turns front-matter dates into YYYY-MM-DD, sorts newest first and keeps optional fields', () => {
    post('old.md', 'id: old\ntitle: Old\ndate: 2025-09-14', 'Old body.');
    post(
      'new.md',
      'id: new\ntitle: New\ndate: 2026-02-01\ntags: [A, B, C, D]\nfeatured: true\nimage: /x.png\nauthor: Bo\nexcerpt: Ex',
      'New body.',
    );
    const { posts, warnings } = buildBlogData(dir);
    expect(warnings).toEqual([]);
    expect(posts.map((p) => p.id)).toEqual(['new', 'old']);
    expect(posts[0]).toMatchObject({
      date: '2026-02-01',
      tags: ['A', 'B', 'C', 'D'],
      featured: true,
      image: '/x.png',
      author: 'Bo',
      excerpt: 'Ex',
      content: 'New body.',
    });
    expect(posts[1].date).toBe('2025-09-14');
  });

  it('estimates the read time when a post has none, and keeps an explicit one', () => {
    const words = Array.from({ length: 1000 }, (_, i) => `word${i}`).join(' ');
    post('long.md', 'id: long\ntitle: Long', words);
    post('own.md', 'id: own\ntitle: Own\nreadTime: 2 min read', words);
    const byId = Object.fromEntries(buildBlogData(dir).posts.map((p) => [p.id, p]));
    expect(byId.long.readTime).toBe('5 min read');
    expect(byId.own.readTime).toBe('2 min read');
    expect(estimateReadTime('just a few words')).toBe('1 min read');
  });

  it('reports a missing folder instead of throwing', () => {
    const { posts, warnings } = buildBlogData(join(dir, 'nope'));
    expect(posts).toEqual([]);
    expect(warnings[0]).toMatch(/no posts folder/);
  });
});

describe('content/blog', () => {
  it('every shipped post is valid and has more than 800 characters of content', () => {
    const { posts, warnings } = buildBlogData(join(import.meta.dirname, '..', '..', '..', 'content', 'blog'));
    expect(warnings).toEqual([]);
    expect(posts.length).toBeGreaterThanOrEqual(4);
    for (const p of posts) {
      expect(p.content.length).toBeGreaterThan(800);
      // react-markdown renders CommonMark only (no remark-gfm installed): no pipe tables
      expect(p.content).not.toMatch(/^\s*\|.*\|\s*$/m);
      // the post title is the page's only h1
      expect(p.content).not.toMatch(/^# /m);
    }
    expect(new Set(posts.map((p) => p.id)).size).toBe(posts.length);
  });
});
