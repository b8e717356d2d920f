import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

test('footer Credits link opens /credits with the game-icons CC BY 3.0 and Anton OFL entries', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  const legal = footer.getByRole('navigation', { name: 'Legal' });
  await expect(legal.getByRole('link', { name: 'Credits' })).toHaveAttribute('href', '/credits');
  await legal.getByRole('link', { name: 'Credits' }).click();
  await expect(page).toHaveURL(/\/credits$/);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Credits & Licences');
  await expect(page).toHaveTitle(/Credits & Licences \| DecalForge/);
  const description = await page.locator('meta[name="description"]').getAttribute('content');
  expect(description?.length ?? 0).toBeGreaterThan(40);

  const icons = page.locator('section#game-icons');
  await expect(icons.getByRole('heading', { name: 'Game-icons.net' })).toBeVisible();
  await expect(icons).toContainText('@iconify-json/game-icons');
  await expect(icons.getByRole('link', { name: /Lorc, Delapouite and contributors/ })).toHaveAttribute('href', 'https://game-icons.net');
  await expect(icons.getByRole('link', { name: /CC BY 3\.0/ })).toHaveAttribute('href', 'https://creativecommons.org/licenses/by/3.0/');
  await expect(icons).toContainText('Motifs on generated decals');
  await expect(icons).toContainText(
    'Decal motifs: icons by Lorc, Delapouite and contributors from game-icons.net (https://game-icons.net), licensed under CC BY 3.0',
  );

  const anton = page.locator('section#anton');
  await expect(anton.getByRole('heading', { name: 'Anton' })).toBeVisible();
  await expect(anton).toContainText('@fontsource/anton');
  await expect(anton).toContainText('Vernon Adams');
  await expect(anton.getByRole('link', { name: /SIL Open Font License 1\.1/ })).toHaveAttribute('href', 'https://openfontlicense.org');
  await expect(anton).toContainText('Race numbers and text on decals');

  const graffiti = page.locator('section#sedgwick-ave-display');
  await expect(graffiti.getByRole('heading', { name: 'Sedgwick Ave Display' })).toBeVisible();
  await expect(graffiti).toContainText('@fontsource/sedgwick-ave-display');
  await expect(graffiti.getByRole('link', { name: /SIL Open Font License 1\.1/ })).toHaveAttribute('href', 'https://openfontlicense.org');
  await expect(graffiti).toContainText('Graffiti lettering on decals');

  const lucide = page.locator('section#lucide');
  await expect(lucide.getByRole('link', { name: /ISC License/ })).toBeVisible();
  await expect(lucide).toContainText('Site icons');

  const outside = page.locator('main a[target="_blank"]');
  expect(await outside.count()).toBeGreaterThanOrEqual(6);
  for (const rel of await outside.evaluateAll((as) => as.map((a) => a.getAttribute('rel')))) expect(rel).toContain('noopener');
});

test('/credits has no serious or critical axe violations', async ({ page }) => {
  await page.goto('/credits');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

test.describe('phone (360 px)', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  test('/credits fits without sideways scrolling', async ({ page }) => {
    await page.goto('/credits');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
  });
});
