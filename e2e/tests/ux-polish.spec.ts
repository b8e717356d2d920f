import { expect, test, type Page } from '@playwright/test';
import { adminCli, signUpAndSignIn, uniqueEmail } from '../support/helpers';

// Issue 14 (UX polish). Against the real server: faults are injected only at the network layer
// (a failed connection, or a request held back before it goes on to the server), never by
// answering in the server's place.

const PROMPT = 'neon circuit lines, teal and purple';

const progress = (page: Page) => page.getByTestId('generation-progress');
const variant = (page: Page) => page.locator('article[data-variant-id]');

function isJobPost(url: string, method: string): boolean {
  return method === 'POST' && new URL(url).pathname === '/api/jobs';
}

test('Create: readable errors, improve failure, real progress stages, capped usage with bonus credits, quota checked first', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { email } = await signUpAndSignIn(page, uniqueEmail('ux-create'));
  adminCli('grant-credits', email, '2');
  await page.goto('/create');
  await expect(page.getByLabel('Usage 0/1')).toBeVisible();
  await expect(page.getByText('You have 2 bonus credits available')).toBeVisible();
  await page.getByLabel('Describe Your Decal').fill(PROMPT);
  const generate = page.getByRole('button', { name: 'Generate Decal' });

  // 1. A network failure has no server message: the spec's text, not the browser's "Failed to fetch".
  await page.route('**/api/jobs', (route) =>
    isJobPost(route.request().url(), route.request().method()) ? route.abort('failed') : route.continue(),
  );
  await generate.click();
  await expect(page.getByText('Failed to generate decal. Please try again.')).toBeVisible();
  await expect(page.getByText('Failed to fetch')).toHaveCount(0);
  await expect(progress(page)).toHaveCount(0);
  await page.unroute('**/api/jobs');
  await expect(page.getByLabel('Usage 0/1')).toBeVisible();

  // 2. The improver is unreachable: its error is shown, and the decal is made from the raw prompt.
  await page.route('**/api/functions/improve', (route) => route.abort('failed'));
  const jobRequest = page.waitForRequest((r) => isJobPost(r.url(), r.method()));
  await generate.click();
  await expect(page.getByText('Failed to improve your prompt.')).toBeVisible();
  await expect(page.getByText('Generating from your prompt as written.')).toBeVisible();
  expect((await jobRequest).postDataJSON()).toMatchObject({ improvedPrompt: PROMPT, prompt: PROMPT });
  await expect(page.getByText('Your decal variants have been generated!')).toBeVisible({ timeout: 30_000 });
  await page.unroute('**/api/functions/improve');
  await expect(page.getByLabel('Usage 1/1')).toBeVisible();
  const firstId = await variant(page).getAttribute('data-variant-id');

  // 10. The stage follows the job: hold the first status poll and then the image on their way to
  // the server. While the poll is held the job exists, so the tile must not say "Improving".
  let releasePoll!: () => void;
  const pollHeld = new Promise<void>((resolve) => (releasePoll = resolve));
  let pollSeen!: () => void;
  const pollStarted = new Promise<void>((resolve) => (pollSeen = resolve));
  let releaseImage!: () => void;
  const imageHeld = new Promise<void>((resolve) => (releaseImage = resolve));
  await page.route(/\/api\/jobs\/[^/]+$/, async (route) => {
    pollSeen();
    await pollHeld;
    await route.continue();
  });
  await page.route(/\/api\/jobs\/[^/]+\/image$/, async (route) => {
    if (route.request().url().includes(firstId!)) return route.continue();
    await imageHeld;
    await route.continue();
  });
  const created = page.waitForResponse((r) => isJobPost(r.url(), r.request().method()));
  await generate.click();
  await expect(progress(page)).toBeVisible();
  expect((await created).status()).toBe(202);
  await pollStarted;
  await expect(progress(page)).toHaveAttribute('data-status', 'queued');
  await expect(page.getByTestId('generation-phase')).toHaveText(/^Queued…/);
  releasePoll();
  // The finished job's tile keeps a loading skeleton until its image has arrived.
  await expect(page.getByTestId('variant-loading')).toBeVisible({ timeout: 30_000 });
  await expect(progress(page)).toHaveCount(0);
  await expect(variant(page)).toHaveAttribute('aria-label', 'Variant 1');
  releaseImage();
  await expect(page.getByTestId('variant-loading')).toHaveCount(0);
  await expect
    .poll(() =>
      variant(page)
        .locator('img')
        .evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth),
    )
    .toBe(2048);
  await page.unrouteAll({ behavior: 'wait' });

  // 5. The second generation spent a bonus credit: the badge stays at 1/1 and says so apart.
  await expect(page.getByLabel('Usage 1/1')).toBeVisible();
  await expect(page.getByTestId('bonus-used')).toHaveText('+1 with bonus credit');
  await expect(page.getByText('You have 1 bonus credit available')).toBeVisible();
  await expect(page.getByText('2/1')).toHaveCount(0);
  await page.goto('/account');
  await expect(page.getByTestId('plan-usage')).toHaveText('1/1');
  await expect(page.getByTestId('bonus-used')).toHaveText('+1 more with bonus credit');
  await expect(page.getByText('1 bonus credit available')).toBeVisible();

  // The last credit goes on More Like This.
  await page.goto('/create');
  await page.getByRole('button', { name: 'More Like This' }).click();
  await expect(page.getByText('Generating similar variants...')).toBeVisible();
  await expect(page.getByText('Your decal variants have been generated!').last()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByLabel('Usage 1/1')).toBeVisible();
  await expect(page.getByTestId('bonus-used')).toHaveText('+2 with bonus credits');
  await expect(page.getByText('Free tier limit reached (1 generation).')).toBeVisible();

  // 11. At the limit, More Like This checks the quota first: the limit message straight away,
  // no "Generating similar variants..." and no request to the server.
  await page.waitForTimeout(4_500); // let the earlier toasts expire
  await expect(page.getByText('Generating similar variants...')).toHaveCount(0);
  let improveOrJob = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api/functions/improve') || isJobPost(r.url(), r.method())) improveOrJob += 1;
  });
  await page.getByRole('button', { name: 'More Like This' }).click();
  await expect(page.getByText('Free tier limit reached (1 generation). Upgrade to Basic or Pro.')).toBeVisible();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByText('Generating similar variants...')).toHaveCount(0);
  expect(improveOrJob).toBe(0);
});

test('Pricing: a creator code says first year with Yearly selected, here and on checkout', async ({ page }) => {
  try {
    adminCli('create-creator-code', 'UXYEAR', 'Yearly Tester', '10');
  } catch (err) {
    if (!String((err as { stderr?: string }).stderr ?? err).includes('already exists')) throw err;
  }
  await signUpAndSignIn(page, uniqueEmail('ux-yearly'));
  await page.goto('/pricing');
  await page.getByPlaceholder('Enter creator code').fill('uxyear');
  await expect(page.getByText('Creator code applied! 10% off your first month')).toBeVisible();
  await page.getByRole('switch', { name: 'Yearly billing' }).click();
  await expect(page.getByText('Creator code applied! 10% off your first year')).toBeVisible();
  await expect(page.getByText('10% off your first month')).toHaveCount(0);
  const pro = page.locator('li[data-plan="PRO"]');
  await expect(pro).toContainText('$81 first year, then $90/year');
  // Back to Monthly, back to "first month".
  await page.getByRole('button', { name: 'Monthly', exact: true }).click();
  await expect(page.getByText('Creator code applied! 10% off your first month')).toBeVisible();
  await page.getByRole('button', { name: 'Yearly', exact: true }).click();
  await pro.getByRole('button', { name: 'Upgrade to Pro' }).click();
  await expect(page).toHaveURL(/\/billing\/test-checkout\?session=/);
  await expect(page.getByText('10% off your first year')).toBeVisible();
  await expect(page.getByText(/first month/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
});

test('Admin on a 390 px phone: every user is a card whose Manage button is on screen', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const run = `uxphone${Date.now().toString(36)}`;
  const target = await signUpAndSignIn(page, uniqueEmail(`${run}-user`));
  await page.context().clearCookies();
  const admin = await signUpAndSignIn(page, uniqueEmail(`${run}-admin`));
  adminCli('set-plan', admin.email, 'ADMIN');
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Users' }).click();
  await page.getByPlaceholder('Search users...').fill(run);
  const cards = page.getByTestId('admin-user-cards').getByRole('listitem');
  await expect(cards.filter({ hasText: target.email })).toHaveCount(1);
  await expect(cards.filter({ hasText: admin.email })).toHaveCount(1);
  // No sideways scrolling: the page is no wider than the phone and each Manage sits inside it.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const manageButtons = page.getByRole('button', { name: /^Manage / });
  await expect(manageButtons).toHaveCount(2);
  for (let i = 0; i < 2; i++) {
    const box = await manageButtons.nth(i).boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  }
  const card = cards.filter({ hasText: target.email });
  await expect(card).toContainText('Bonus Credits');
  await expect(card).toContainText('FREE');
  await card.getByRole('button', { name: `Manage ${target.email}` }).click();
  await expect(page.getByRole('dialog', { name: 'Manage User' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Manage User' })).toHaveCount(0);
  await context.close();
});

test('Auth: the URL follows the mode toggle', async ({ page }) => {
  await page.goto('/auth?mode=signup');
  await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
  await page.getByRole('button', { name: 'Already have an account? Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/auth\?mode=reset$/);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
});

test('Hero image preloaded on the home page only', async ({ page }) => {
  const home = await (await page.request.get('/')).text();
  expect(home).toContain('rel="preload" as="image" href="/hero.avif"');
  expect(home).toContain('rel="preload" as="image" href="/hero.png"');
  for (const path of ['/pricing', '/blog', '/contest']) {
    const html = await (await page.request.get(path)).text();
    expect(html).not.toContain('/hero.');
    expect(html).toContain('<div id="root">');
  }
});
