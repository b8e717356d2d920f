import { test } from '@playwright/test';
test('debug', async ({ page }) => {
  page.on('console', (m) => console.log('console', m.type(), m.text()));
  page.on('response', (r) => r.status() >= 400 && console.log('resp', r.status(), r.url()));
  await page.goto('/contest');
  await page.waitForTimeout(2000);
  console.log(await page.title());
  console.log((await page.getByRole('link').allInnerTexts()).join(' | '));
  await page.goto('/blog');
  await page.waitForTimeout(2000);
  console.log(await page.title());
});
