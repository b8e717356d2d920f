import { expect, test } from '@playwright/test';

test('404 page logs the path and links home', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  expect(errors.some((e) => e.includes('/no/such/page'))).toBe(true);
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('signed-out visitors to /create and /account go to /auth', async ({ page }) => {
  await page.goto('/create');
  await expect(page).toHaveURL(/\/auth$/);
  await page.goto('/account');
  await expect(page).toHaveURL(/\/auth$/);
});

test('header: sticky style after 50 px and links for signed-out visitors', async ({ page }) => {
  await page.goto('/legal/privacy');
  const header = page.getByRole('banner');
  await expect(header).toHaveAttribute('data-scrolled', 'false');
  await expect(header.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Pricing' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Blog' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/auth?mode=signup');
  await page.evaluate(() => {
    document.body.style.minHeight = '3000px';
    window.scrollTo(0, 120);
  });
  await expect(header).toHaveAttribute('data-scrolled', 'true');
});

test.describe('phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  test('header collapses into a slide-in menu', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await header.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Pricing' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await menu.getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(menu).toBeHidden();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
  });
});

test('built assets are served pre-compressed and cached immutably', async ({ page, request }) => {
  await page.goto('/');
  const script = await page.locator('script[type="module"][src*="/assets/"]').first().getAttribute('src');
  expect(script).toBeTruthy();
  const res = await request.get(script as string, { headers: { 'accept-encoding': 'br' } });
  expect(res.status()).toBe(200);
  expect(res.headers()['content-encoding']).toBe('br');
  expect(res.headers()['cache-control']).toContain('immutable');
});
