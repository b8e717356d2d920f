import { expect, test, type Page } from '@playwright/test';
import { signUpAndSignIn } from '../support/helpers';

/**
 * The built app works under its Content-Security-Policy in Chromium: no violation on the public
 * pages or while signing up, generating, keeping and opening the account page; and the app
 * cannot be framed.
 */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  await page.exposeFunction('__reportCsp', (v: string) => violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __reportCsp: (v: string) => void }).__reportCsp(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  return violations;
}

test('public pages load under the CSP without violations and carry the security headers', async ({ page }) => {
  const violations = await watchCsp(page);
  const res = await page.goto('/');
  const headers = res?.headers() ?? {};
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  await expect(page.getByRole('banner')).toBeVisible();
  for (const path of ['/pricing', '/blog', '/auth', '/legal/privacy', '/contest', '/installation']) {
    await page.goto(path);
    await expect(page.getByRole('banner')).toBeVisible();
  }
  expect(violations).toEqual([]);
});

test('signed in: create a decal, keep it and open the account page without CSP violations', async ({ page }) => {
  test.setTimeout(90_000);
  const violations = await watchCsp(page);
  await signUpAndSignIn(page);
  await page.goto('/create');
  await page.getByLabel('Describe Your Decal').fill('red flames over black');
  await page.getByRole('button', { name: 'Generate Decal' }).click();
  const keep = page.getByRole('button', { name: 'Keep', exact: true });
  await expect(keep).toBeVisible({ timeout: 60_000 });
  await keep.click();
  await expect(page.getByText('Decal saved to your collection!')).toBeVisible();
  await page.goto('/account');
  await expect(page.getByText('Saved Decals').first()).toBeVisible();
  expect(violations).toEqual([]);
});

test('the app refuses to be framed (frame-ancestors none)', async ({ page }) => {
  await page.goto('/');
  const framed = await page.evaluate(async () => {
    const frame = document.createElement('iframe');
    frame.src = '/admin';
    document.body.appendChild(frame);
    await new Promise((r) => setTimeout(r, 1500));
    try {
      // A blocked frame shows Chromium's error page: its document is not ours.
      return Boolean(frame.contentDocument?.getElementById('root'));
    } catch {
      return false;
    }
  });
  expect(framed).toBe(false);
});
