import { afterEach, describe, expect, it, vi } from 'vitest';
import { invalidPostFields, validPosts } from './get-blog-posts';

afterEach(() => vi.restoreAllMocks());

describe('validPosts', () => {
  it('keeps valid posts and drops invalid ones with a console warning each', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const ok = { id: 'a', title: 'A', content: 'Body', tags: ['x'], featured: true };
    const posts = validPosts([
      ok,
      { title: 'No id', content: 'x', source: 'no-id.md' },
      { id: 'bad-tags', title: 'T', content: 'x', tags: 'nope' },
      'junk',
    ]);
    expect(posts).toEqual([ok]);
    expect(warn).toHaveBeenCalledTimes(3);
    expect(warn.mock.calls[0]![0]).toBe('Blog post dropped (no-id.md): invalid or missing id');
    expect(warn.mock.calls[1]![0]).toBe('Blog post dropped (bad-tags): invalid or missing tags');
  });

  it('names every bad field', () => {
    expect(invalidPostFields({ id: '', title: 1, content: 'x', featured: 'yes' })).toEqual(['id', 'title', 'featured']);
    expect(invalidPostFields(null)).toEqual(['post']);
  });
});
