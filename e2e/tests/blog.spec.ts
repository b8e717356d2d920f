import { expect, test, type Page } from '@playwright/test';

interface Post {
  id: string;
  title: string;
  content: string;
  date?: string;
  readTime?: string;
  excerpt?: string;
  image?: string;
  author?: string;
  tags?: string[];
  featured?: boolean;
}

const FIXTURE: Post[] = [
  {
    id: 'alpha',
    title: 'Alpha post',
    content: 'Alpha body with [a link](https://example.com/x).',
    date: '2025-09-14',
    readTime: '4 min read',
    excerpt: 'Alpha excerpt',
    image: '/hero.png?a',
    author: 'Ann',
    tags: ['One', 'Two', 'Three', 'Four', 'Five'],
    featured: true,
  },
  {
    id: 'beta',
    title: 'Beta post',
    content: 'Beta body.',
    date: '2025-08-01',
    readTime: '2 min read',
    image: '/hero.png?b',
    tags: ['One'],
  },
  { id: 'gamma', title: 'Gamma post', content: 'Gamma body.', image: '/hero.png?c' },
  { id: 'delta', title: 'Delta post', content: 'Delta body.', image: '/hero.png?d' },
];

async function serveBlogData(page: Page, body: unknown, { status = 200, delayMs = 0 } = {}) {
  await page.route('**/blog-data.json', async (route) => {
    if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
    await route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
  });
}

test('blog list → post → back, with the real posts', async ({ page, request }) => {
  const posts = (await (await request.get('/blog-data.json')).json()) as Post[];
  expect(posts.length).toBeGreaterThanOrEqual(4);
  await page.goto('/blog');
  await expect(page).toHaveTitle(/Blog \| DecalForge/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Blog');
  await expect(page.getByRole('article')).toHaveCount(posts.length);

  const first = posts[0];
  await page.getByRole('article').first().getByRole('link', { name: first.title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/blog/${first.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
  await expect(page).toHaveTitle(`${first.title} | DecalForge`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  const back = page.getByRole('link', { name: 'Back to Blog' });
  await expect(back).toHaveCount(2);
  // every link inside the markdown opens in a new tab
  const contentLinks = page.locator('article .prose a');
  expect(await contentLinks.count()).toBeGreaterThan(0);
  for (const link of await contentLinks.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
  }
  await back.last().click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole('article')).toHaveCount(posts.length);
});

test('post cards: long US dates, read time, first 3 tags + "+N more", Featured, eager first two images', async ({ page }) => {
  await serveBlogData(page, FIXTURE);
  await page.goto('/blog');
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(4);
  const alpha = cards.nth(0);
  await expect(alpha.getByText('September 14, 2025')).toBeVisible();
  await expect(alpha.getByText('4 min read')).toBeVisible();
  await expect(alpha.getByText('Featured')).toBeVisible();
  await expect(alpha.getByText('Alpha excerpt')).toBeVisible();
  const tags = alpha.getByRole('list', { name: 'Tags' }).getByRole('listitem');
  await expect(tags).toHaveText(['One', 'Two', 'Three', '+2 more']);
  await expect(cards.nth(1).getByText('+', { exact: false })).toHaveCount(0);
  await expect(cards.nth(1).getByText('Featured')).toHaveCount(0);
  await expect(alpha.getByRole('link', { name: 'Read More: Alpha post' })).toHaveAttribute('href', '/blog/alpha');
  const loading = await page.locator('article img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('loading')));
  expect(loading).toEqual(['eager', 'eager', 'lazy', 'lazy']);
});

test('loading shows a skeleton of 3, then the posts', async ({ page }) => {
  await serveBlogData(page, FIXTURE, { delayMs: 1500 });
  await page.goto('/blog');
  await expect(page.getByTestId('blog-skeleton')).toBeVisible();
  await expect(page.getByTestId('blog-skeleton-card')).toHaveCount(3);
  await expect(page.getByRole('article')).toHaveCount(4);
  await expect(page.getByTestId('blog-skeleton')).toHaveCount(0);
});

test('a failing load shows Oops! and Try Again reloads the page', async ({ page }) => {
  let fail = true;
  await page.route('**/blog-data.json', (route) => (fail ? route.fulfill({ status: 500, body: 'boom' }) : route.fallback()));
  await page.goto('/blog');
  await expect(page.getByRole('heading', { name: 'Oops!' })).toBeVisible();
  await expect(page.getByText('Failed to load blog posts. Please try again later.')).toBeVisible();
  fail = false;
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByRole('heading', { name: 'Oops!' })).toHaveCount(0);
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(await page.getByRole('article').count()).toBeGreaterThanOrEqual(4);
});

test('data that is not an array is an error too', async ({ page }) => {
  await serveBlogData(page, { posts: [] });
  await page.goto('/blog');
  await expect(page.getByRole('heading', { name: 'Oops!' })).toBeVisible();
});

test('no posts: "No posts found"', async ({ page }) => {
  await serveBlogData(page, []);
  await page.goto('/blog');
  await expect(page.getByRole('heading', { name: 'No posts found' })).toBeVisible();
  await expect(page.getByText('Check back soon for new content!')).toBeVisible();
});

test('post page: Loading, details and tags', async ({ page }) => {
  await serveBlogData(page, FIXTURE, { delayMs: 800 });
  await page.goto('/blog/alpha');
  await expect(page.getByText('Loading...')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Alpha post' })).toBeVisible();
  await expect(page.getByText('September 14, 2025')).toBeVisible();
  await expect(page.getByText('Ann', { exact: true })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveCount(5);
  const link = page.getByRole('link', { name: 'a link' });
  await expect(link).toHaveAttribute('href', 'https://example.com/x');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
});

test('unknown post and failed load both show Post Not Found with a way back', async ({ page }) => {
  await page.goto('/blog/no-such-post');
  await expect(page.getByRole('heading', { level: 1, name: 'Post Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);

  await page.route('**/blog-data.json', (route) => route.fulfill({ status: 503, body: '' }));
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.goto('/blog/easy-anti-cheat-and-bakkesmod');
  await expect(page.getByRole('heading', { level: 1, name: 'Post Not Found' })).toBeVisible();
  expect(errors.some((e) => e.includes('Failed to fetch blog data: 503'))).toBe(true);
});
