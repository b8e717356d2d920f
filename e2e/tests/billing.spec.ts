import { expect, test, type Page } from '@playwright/test';
import { E2E_BASE_URL } from '../support/env';
import { adminCli, signUpAndSignIn } from '../support/helpers';

/** Creates a creator code with the operator CLI (idempotent across retries). */
function ensureCreatorCode(code: string, name: string, percent: string) {
  try {
    adminCli('create-creator-code', code, name, percent);
  } catch (err) {
    if (!String((err as { stderr?: string }).stderr ?? err).includes('already exists')) throw err;
  }
}

const planCard = (page: Page, name: string) =>
  page.locator('li[data-plan]').filter({ has: page.getByRole('heading', { name, exact: true }) });

test('a FREE user upgrades to PRO through test checkout with a creator code, then cancels in the test portal', async ({ page }) => {
  ensureCreatorCode('E2ECODE', 'Tester', '15');
  await signUpAndSignIn(page);
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { name: 'Choose Your Plan', level: 1 })).toBeVisible();
  await expect(planCard(page, 'Free').getByText('Current Plan').first()).toBeVisible();

  await page.getByPlaceholder('Enter creator code').fill('e2ecode');
  await expect(page.getByText('Creator code applied! 15% off your first month')).toBeVisible();
  await expect(planCard(page, 'Pro')).toContainText('$7.65 first month, then $9.00/month');

  await planCard(page, 'Pro').getByRole('button', { name: 'Upgrade to Pro' }).click();
  await expect(page).toHaveURL(/\/billing\/test-checkout\?session=test_cs_/);
  await expect(page.getByText('TEST MODE — no real payment')).toBeVisible();
  await expect(page.getByTestId('due-today')).toHaveText('$7.65');
  await expect(page.getByText('Creator code E2ECODE')).toBeVisible();
  await page.getByRole('button', { name: 'Pay $7.65 (test)' }).click();

  await expect(page.getByText('Payment successful! Your plan has been upgraded.')).toBeVisible();
  await expect(page).toHaveURL(`${E2E_BASE_URL}/account`);
  await expect(page.getByTestId('plan-badge')).toHaveText('PRO');
  await expect(page.getByText(/Renews on .* \(monthly\)/)).toBeVisible();
  const me = await page.request.get('/api/me');
  expect((await me.json()).plan).toBe('PRO');

  // Optional Settings on /create are unlocked for Pro.
  await page.goto('/create');
  const settings = page.getByRole('button', { name: /Optional Settings/ });
  await expect(settings).toBeVisible();
  await expect(settings).not.toContainText('Pro Only');

  // Cancel through the test portal: still PRO until the period ends, then FREE.
  await page.goto('/account');
  await page.getByRole('button', { name: 'Manage Subscription' }).click();
  await expect(page).toHaveURL(/\/billing\/test-portal$/);
  await expect(page.getByText('TEST MODE — no real payment')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel at Period End' }).click();
  await expect(page.getByTestId('portal-status')).toHaveText('Cancels at period end');
  await page.getByRole('link', { name: 'Back to Account' }).click();
  await expect(page.getByTestId('plan-badge')).toHaveText('PRO');
  await expect(page.getByText(/Cancels on .*You keep your plan until then/)).toBeVisible();

  await page.getByRole('button', { name: 'Manage Subscription' }).click();
  await page.getByRole('button', { name: 'Resume Subscription' }).click();
  await expect(page.getByTestId('portal-status')).toHaveText('Active');
  await page.getByRole('button', { name: 'Cancel at Period End' }).click();
  await expect(page.getByTestId('portal-status')).toHaveText('Cancels at period end');
  await page.getByRole('button', { name: 'End Period Now' }).click();
  await expect(page.getByText(/Your subscription ended on/)).toBeVisible();
  await page.getByRole('link', { name: 'Back to Account' }).click();
  await expect(page.getByTestId('plan-badge')).toHaveText('FREE');
  await expect(page.getByRole('link', { name: 'Upgrade Plan' })).toBeVisible();
});

test('pricing: monthly/yearly prices, FAQ, and sign-in required to upgrade', async ({ page }) => {
  await page.goto('/pricing');
  const basic = planCard(page, 'Basic');
  const pro = planCard(page, 'Pro');
  await expect(basic).toContainText('$4.99');
  await expect(pro).toContainText('$9.00');
  await expect(pro).toContainText('Most Popular');
  await expect(page.getByText('Save 17%')).toBeVisible();
  const toggle = page.getByRole('switch', { name: 'Yearly billing' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await expect(basic).toContainText('$50');
  await expect(basic).not.toContainText('$4.99');
  await expect(pro).toContainText('$90');
  await expect(pro).toContainText('Save $18/year');
  await toggle.click();
  await expect(basic).toContainText('$4.99');
  await expect(pro).toContainText('$9.00');
  for (const card of [planCard(page, 'Free'), basic, pro]) {
    await expect(card).toContainText('All three car bodies');
    await expect(card).toContainText('PNG downloads');
    await expect(card).toContainText('AI prompt improvement');
  }
  await expect(
    page.getByText(
      /keep all of your plan’s features until the end of the current billing period, then your account downgrades to the Free plan/,
    ),
  ).toBeVisible();

  // Typed codes: invalid shows inline, clearing removes the result.
  const input = page.getByPlaceholder('Enter creator code');
  await input.fill('NOT-A-REAL-CODE');
  await expect(page.getByText('Invalid creator code')).toBeVisible();
  await input.fill('');
  await expect(page.getByText('Invalid creator code')).toHaveCount(0);

  await basic.getByRole('button', { name: 'Choose Basic' }).click();
  await expect(page.getByText('Please sign in to upgrade')).toBeVisible();
  await expect(page).toHaveURL(`${E2E_BASE_URL}/auth`);
});

test('?ref= pre-fills the code, validates at once and hides the code box', async ({ page }) => {
  ensureCreatorCode('REFCODE', 'Ref Creator', '10');
  await signUpAndSignIn(page);
  await page.goto('/pricing?ref=refcode');
  await expect(page.getByText('Creator code applied! 10% off your first month').first()).toBeVisible();
  await expect(page.getByPlaceholder('Enter creator code')).toHaveCount(0);
  await expect(page.getByText('REFCODE', { exact: true })).toBeVisible();
  await expect(planCard(page, 'Basic')).toContainText('$4.49 first month, then $4.99/month');

  await page.goto('/pricing?ref=nope-nope');
  await expect(page.getByText('Invalid creator code')).toBeVisible();
  await expect(page.getByPlaceholder('Enter creator code')).toHaveCount(0);
});

test('account: saved decal shows and is deleted; the free limit blocks Create New Decal', async ({ page }) => {
  const { email } = await signUpAndSignIn(page);
  await page.goto('/account');
  await expect(page.getByText(email).first()).toBeVisible();
  await expect(page.getByText('No Saved Decals Yet')).toBeVisible();
  await expect(page.getByText('Click the heart icon on generated decals to save them to your collection.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create New Decal' })).toBeVisible();

  // Seed one saved decal through the API, as the Create page would.
  const gen = await page.request.post('/api/functions/generate', {
    headers: { Accept: 'application/json' },
    data: { improvedPrompt: 'neon tiger stripes with sparks', carBody: 'octane' },
  });
  expect(gen.status()).toBe(200);
  const { jobId } = (await gen.json()) as { jobId: string };
  const saved = await page.request.post('/api/saved-decals', { data: { jobId } });
  expect(saved.status()).toBe(201);

  await page.reload();
  const tile = page.getByTestId('saved-decal');
  await expect(tile).toHaveCount(1);
  await expect(tile).toContainText('neon tiger stripes');
  await expect(tile.getByRole('img')).toBeVisible();
  // The route supplies the ZIP download (see download.spec.ts); without it the button is disabled (unit test).
  await expect(tile.getByRole('button', { name: 'Download' })).toBeVisible();
  // One generation used: the free limit is reached.
  await expect(page.getByRole('button', { name: 'Upgrade Required to Generate' })).toBeDisabled();
  await expect(page.getByText('1/1')).toBeVisible();

  page.once('dialog', (d) => void d.accept());
  await tile.getByRole('button', { name: /Delete saved decal/ }).click();
  await expect(page.getByText('Decal deleted successfully')).toBeVisible();
  await expect(page.getByText('No Saved Decals Yet')).toBeVisible();
});
