import AxeBuilder from '@axe-core/playwright';
import { expect, request, test } from '@playwright/test';
import { E2E_BASE_URL } from '../support/env';
import { signUpAndSignIn, uniqueEmail } from '../support/helpers';

/** A plain HTTP client without the browser's cookies: what a script holding only the token sees. */
async function meWithToken(token: string): Promise<number> {
  const api = await request.newContext({ baseURL: E2E_BASE_URL });
  try {
    return (await api.get('/api/me', { headers: { Authorization: `Bearer ${token}` } })).status();
  } finally {
    await api.dispose();
  }
}

test('Account: create an API token with the keyboard (shown once, copied), use it, list it and revoke it', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: E2E_BASE_URL });
  await signUpAndSignIn(page, uniqueEmail('tokens'));
  await page.goto('/account');
  const card = page.getByTestId('api-tokens');
  await expect(card.getByRole('heading', { name: 'API Tokens' })).toBeVisible();
  await expect(card.getByText('No API tokens yet.')).toBeVisible();

  // An empty name is refused in the form, announced as an alert.
  const name = card.getByLabel('Token name');
  await name.focus();
  await page.keyboard.press('Enter');
  await expect(card.getByRole('alert')).toHaveText('Token name is required');
  await expect(name).toHaveAttribute('aria-invalid', 'true');

  // Keyboard only: type a name, Enter submits; focus moves to the new token's notice.
  await name.fill('pack script');
  await page.keyboard.press('Enter');
  const notice = page.getByTestId('new-api-token');
  await expect(notice).toBeVisible();
  await expect(notice).toBeFocused();
  await expect(notice.getByText('Copy it now: it will not be shown again.')).toBeVisible();
  const token = await notice.getByLabel('API token').inputValue();
  expect(token).toMatch(/^dfp_[A-Za-z0-9_-]{40,}$/);

  await page.keyboard.press('Tab'); // the token field
  await page.keyboard.press('Tab'); // Copy
  await expect(notice.getByRole('button', { name: 'Copy token to clipboard' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Token copied to clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);

  const axe = await new AxeBuilder({ page }).include('[data-testid="api-tokens"]').analyze();
  const bad = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  // The token works without the browser's session.
  expect(await meWithToken(token)).toBe(200);

  // After a reload the token is never shown again: only its name, prefix and last use.
  await page.reload();
  const row = page.getByTestId('api-token-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('pack script');
  await expect(row).toContainText(`${token.slice(0, 12)}…`);
  await expect(row).not.toContainText('last used Never');
  await expect(page.getByTestId('new-api-token')).toHaveCount(0);
  expect(await page.content()).not.toContain(token);

  // Revoke (confirmed): the row goes, and the token stops working.
  page.once('dialog', (d) => void d.accept());
  await row.getByRole('button', { name: 'Revoke token pack script' }).click();
  await expect(page.getByText('API token revoked')).toBeVisible();
  await expect(page.getByTestId('api-token-row')).toHaveCount(0);
  await expect(card.getByText('No API tokens yet.')).toBeVisible();
  expect(await meWithToken(token)).toBe(401);
});

test('Account: the API tokens list shows loading and error states, and recovers with Try Again', async ({ page }) => {
  await signUpAndSignIn(page, uniqueEmail('tokens-err'));
  let fail = true;
  let release: () => void = () => {};
  const held = new Promise<void>((r) => (release = r));
  await page.route('**/api/tokens', async (route) => {
    if (route.request().method() !== 'GET') return route.continue();
    await held;
    if (fail) return route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'boom' }) });
    return route.continue();
  });
  await page.goto('/account');
  const card = page.getByTestId('api-tokens');
  await expect(card.getByText('Loading API tokens...')).toBeVisible();
  release();
  await expect(card.getByText('Failed to load API tokens')).toBeVisible({ timeout: 15_000 });
  fail = false;
  await card.getByRole('button', { name: 'Try Again' }).click();
  await expect(card.getByText('No API tokens yet.')).toBeVisible();
});

test('the API reference opens from Account: every operation listed, styled under the CSP, nothing from other origins', async ({ page }) => {
  await signUpAndSignIn(page, uniqueEmail('tokens-docs'));
  const origins = new Set<string>();
  page.on('request', (r) => origins.add(new URL(r.url()).origin));
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  await page.goto('/account');
  await page.getByTestId('api-tokens').getByRole('link', { name: 'public API' }).click();
  await expect(page).toHaveURL(`${E2E_BASE_URL}/api/docs`);
  await expect(page.getByRole('heading', { level: 1, name: /DecalForge API/ })).toBeVisible();
  const ops = page.getByRole('navigation', { name: 'Operations' }).getByRole('listitem');
  await expect(ops.filter({ hasText: 'POST /api/v1/decals' })).toHaveCount(1);
  await expect(ops.filter({ hasText: 'GET /api/v1/decals/{id}/image' })).toHaveCount(1);
  await expect(ops.filter({ hasText: 'DELETE /api/tokens/{id}' })).toHaveCount(1);
  // The inline stylesheet applied (the CSP allows inline styles, no script is needed).
  expect(
    await page
      .locator('section')
      .first()
      .evaluate((el) => getComputedStyle(el).borderTopStyle),
  ).toBe('solid');
  expect(violations).toEqual([]);
  expect([...origins]).toEqual([E2E_BASE_URL]);
  const axe = await new AxeBuilder({ page }).analyze();
  const bad = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
