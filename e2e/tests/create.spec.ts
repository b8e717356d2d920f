import { expect, test, type Page } from '@playwright/test';
import { adminCli, signUpAndSignIn, uniqueEmail } from '../support/helpers';

const PROMPT = 'molten lava cracks, black and orange';

function variantCards(page: Page) {
  return page.locator('article[data-variant-id]');
}

async function variantId(page: Page): Promise<string> {
  const card = variantCards(page);
  await expect(card).toHaveCount(1);
  const id = await card.getAttribute('data-variant-id');
  expect(id).toBeTruthy();
  return id!;
}

/**
 * Clicks Generate Decal, checks that the progress card was shown, then waits for the new result.
 * A fast machine renders in ~100 ms, so the card may be in the page for less than one of
 * Playwright's visibility polls: a MutationObserver installed before the click records that it
 * was inserted at all (it fails if the card never appears).
 */
async function generateAndWait(page: Page, trigger: () => Promise<void>, previousId?: string): Promise<string> {
  await page.evaluate(() => {
    const w = window as unknown as { progressSeen: boolean };
    w.progressSeen = false;
    const seen = () => document.querySelector('[data-testid="generation-progress"]') !== null;
    const observer = new MutationObserver(() => {
      if (!seen()) return;
      w.progressSeen = true;
      observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
  });
  await trigger();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { progressSeen: boolean }).progressSeen))
    .toBe(true);
  await expect(page.getByText('Your decal variants have been generated!').last()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('generation-progress')).toHaveCount(0);
  const id = await variantId(page);
  if (previousId) expect(id).not.toBe(previousId);
  // The image really loaded (2048×2048 PNG).
  const img = variantCards(page).locator('img');
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(2048);
  return id;
}

async function pngBytes(page: Page, jobId: string): Promise<Buffer> {
  const res = await page.request.get(`/api/jobs/${jobId}/image`);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('image/png');
  return res.body();
}

test('FREE user: validation, gates, one generation with progress, keep, limit reached', async ({ page }) => {
  await signUpAndSignIn(page, uniqueEmail('create-free'));
  await page.goto('/create');
  await expect(page.getByRole('heading', { level: 1, name: 'Create' })).toBeVisible();
  await expect(page.getByLabel('Usage 0/1')).toBeVisible();
  await expect(page.getByText('Your decal will appear here')).toBeVisible();

  const generate = page.getByRole('button', { name: 'Generate Decal' });
  const prompt = page.getByLabel('Describe Your Decal');
  await expect(prompt).toHaveAttribute('placeholder', /^e\.g\. /);
  await expect(generate).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Clear All' })).toHaveCount(0);
  await prompt.fill('   ');
  await generate.click();
  await expect(page.getByText('Please enter a prompt.')).toBeVisible();

  // Universal is Pro only for a Free user.
  await page.getByRole('button', { name: /^Universal/ }).click();
  await expect(page.getByText('Universal mode requires Pro subscription.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Octane/ })).toHaveAttribute('aria-pressed', 'true');

  // Optional Settings are Pro only: the badge shows and a click goes to /pricing.
  const settings = page.getByRole('button', { name: /Optional Settings/ });
  await expect(settings).toContainText('Pro Only');
  await settings.click();
  await expect(page).toHaveURL(/\/pricing$/);
  await page.goto('/create');
  // The prompt survived the navigation (local storage).
  await expect(prompt).toHaveValue('   ');

  await page.getByRole('button', { name: /^Fennec/ }).click();
  await expect(page.getByRole('button', { name: /^Fennec/ })).toHaveAttribute('aria-pressed', 'true');
  await prompt.fill(PROMPT);
  const id = await generateAndWait(page, async () => {
    await generate.click();
    await expect(page.getByRole('button', { name: 'Generating...' })).toBeDisabled();
  });
  const job = await (await page.request.get(`/api/jobs/${id}`)).json();
  expect(job).toMatchObject({ id, status: 'COMPLETE', settings: { carBody: 'fennec', chassis: 'decalforge', finish: 'animated' } });
  await expect(page.getByTestId('favourites-count')).toContainText('0 favourites');

  // Keep it.
  await page.getByRole('button', { name: 'Keep', exact: true }).click();
  await expect(page.getByText('Decal saved to your collection!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Kept', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(variantCards(page).getByText('Kept', { exact: true }).first()).toBeVisible();
  await expect(page.getByTestId('favourites-count')).toContainText('1 favourite');
  const saved = await (await page.request.get('/api/saved-decals')).json();
  expect(saved.decals).toHaveLength(1);
  expect(saved.decals[0]).toMatchObject({ job_id: id, prompt: PROMPT, generation_settings: { carBody: 'fennec', chassis: 'decalforge' } });

  // The one free generation is used: the limit banner and a disabled button.
  await expect(page.getByText('Free tier limit reached (1 generation).')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Upgrade to continue' })).toHaveAttribute('href', '/pricing');
  await expect(page.getByLabel('Usage 1/1')).toBeVisible();
  await expect(generate).toBeDisabled();

  // After a reload the result and its Kept state come back.
  await page.reload();
  expect(await variantId(page)).toBe(id);
  await expect(page.getByRole('button', { name: 'Kept', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Fennec/ })).toHaveAttribute('aria-pressed', 'true');

  // Un-keep.
  await page.getByRole('button', { name: 'Kept', exact: true }).click();
  await expect(page.getByText('Decal removed from saved collection')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Keep', exact: true })).toBeVisible();
  expect((await (await page.request.get('/api/saved-decals')).json()).decals).toHaveLength(0);

  // Download ZIP (the package builder is supplied by the route): the browser receives the ZIP.
  const downloadZip = page.getByRole('button', { name: 'Download ZIP' });
  await expect(downloadZip).toBeEnabled();
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), downloadZip.click()]);
  expect(download.suggestedFilename()).toMatch(/^DecalForge_fennec_.+\.zip$/);
  await expect(page.getByRole('button', { name: 'Download ZIP' })).toBeEnabled();

  // More Like This at the limit: the quota is checked first (no "Generating similar variants..."),
  // then the spec's quota message and a trip to /pricing.
  await page.getByRole('button', { name: 'More Like This' }).click();
  await expect(page.getByText('Free tier limit reached (1 generation). Upgrade to Basic or Pro.')).toBeVisible();
  await expect(page.getByText('Generating similar variants...')).toHaveCount(0);
  await expect(page).toHaveURL(/\/pricing$/);
});

test('PRO user: optional settings, same seed same image, More Like This, Regenerate All, restore, Clear All', async ({ page }) => {
  test.setTimeout(120_000);
  const { email } = await signUpAndSignIn(page, uniqueEmail('create-pro'));
  adminCli('set-plan', email, 'PRO');
  await page.goto('/create');
  await expect(page.getByRole('heading', { level: 1, name: 'Create' })).toBeVisible();
  await expect(page.getByText('Unlimited')).toBeVisible();

  // Universal is a beta that is not open yet, even for Pro.
  await page.getByRole('button', { name: /^Universal/ }).click();
  await expect(page.getByText('Coming soon — follow our Discord for updates.')).toBeVisible();

  await page.getByRole('button', { name: /^Dominus/ }).click();
  await page.getByLabel('Describe Your Decal').fill(PROMPT);

  const settings = page.getByRole('button', { name: /Optional Settings/ });
  await expect(settings).not.toContainText('Pro Only');
  await settings.click();
  await expect(settings).toHaveAttribute('aria-expanded', 'true');

  // Finish: picking an option closes the section.
  const finish = page.getByRole('button', { name: /^Finish/ });
  await finish.click();
  await expect(finish).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('button', { name: /^Matte/ }).click();
  await expect(finish).toHaveAttribute('aria-expanded', 'false');
  await expect(finish).toContainText('Matte');

  // Chassis None (Pro Only tag and tooltip).
  const chassis = page.getByRole('button', { name: /^Chassis/ });
  await chassis.click();
  const none = page.getByRole('button', { name: /^None/ });
  await expect(none).toHaveAttribute('title', 'Free users require DecalForge chassis');
  await expect(none).toContainText('Pro Only');
  await none.click();
  await expect(chassis).toContainText('None');

  // Logo: a wrong type is refused; an SVG is uploaded, shows a check mark and a preview (placed on the decal: logo-upload.spec.ts).
  const logo = page.getByRole('button', { name: /^Logo Upload/ });
  await logo.click();
  const file = page.getByLabel(/Logo file/);
  await file.setInputFiles({ name: 'logo.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(page.getByText('Please upload a PNG, JPG, or SVG file.')).toBeVisible();
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="red"/></svg>';
  await file.setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(svg) });
  await expect(logo.getByLabel('chosen')).toBeVisible();
  await expect(page.getByText(/Uploaded: it goes on both sides and the hood/)).toBeVisible();
  await expect(page.getByText('Logo Scale: 100%')).toBeVisible();

  // Advanced: seed and variation strength.
  const advanced = page.getByRole('button', { name: /^Advanced/ });
  await advanced.click();
  await expect(logo).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByLabel('Seed')).toHaveAttribute('placeholder', 'Auto');
  await page.getByLabel('Seed').fill('4242');
  await expect(page.getByText('25%', { exact: true })).toBeVisible();

  const generate = page.getByRole('button', { name: 'Generate Decal' });
  const first = await generateAndWait(page, () => generate.click());
  const job = await (await page.request.get(`/api/jobs/${first}`)).json();
  expect(job).toMatchObject({
    status: 'COMPLETE',
    seed: 4242,
    settings: { carBody: 'dominus', finish: 'matte', chassis: 'none', seed: 4242, variationStrength: 0.25 },
  });
  await expect(variantCards(page)).toContainText('Seed 4242');

  // Same prompt, settings and seed: the same PNG bytes.
  const second = await generateAndWait(page, () => generate.click(), first);
  const [a, b] = await Promise.all([pngBytes(page, first), pngBytes(page, second)]);
  expect(a.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(b.equals(a)).toBe(true);

  // More Like This: a new variant (replacing the list) with a new seed and a different image.
  const similar = await generateAndWait(
    page,
    async () => {
      await page.getByRole('button', { name: 'More Like This' }).click();
      await expect(page.getByText('Generating similar variants...')).toBeVisible();
    },
    second,
  );
  const similarJob = await (await page.request.get(`/api/jobs/${similar}`)).json();
  expect(similarJob.settings).toMatchObject({ carBody: 'dominus', finish: 'matte', chassis: 'none' });
  expect(similarJob.seed).not.toBe(4242);
  expect((await pngBytes(page, similar)).equals(a)).toBe(false);

  // Regenerate All: same prompt/settings, new seed.
  const regenerated = await generateAndWait(
    page,
    async () => {
      await page.getByRole('button', { name: 'Regenerate All' }).click();
      await expect(page.getByRole('button', { name: 'Regenerate All' })).toBeDisabled();
    },
    similar,
  );
  const regenJob = await (await page.request.get(`/api/jobs/${regenerated}`)).json();
  expect(regenJob.settings).toMatchObject({ carBody: 'dominus', finish: 'matte', chassis: 'none' });
  expect(regenJob.seed).not.toBe(4242);

  // Local storage restore after a reload.
  await page.reload();
  await expect(page.getByLabel('Describe Your Decal')).toHaveValue(PROMPT);
  await expect(page.getByRole('button', { name: /^Dominus/ })).toHaveAttribute('aria-pressed', 'true');
  expect(await variantId(page)).toBe(regenerated);
  await page.getByRole('button', { name: /Optional Settings/ }).click();
  await expect(page.getByRole('button', { name: /^Finish/ })).toContainText('Matte');
  await expect(page.getByRole('button', { name: /^Chassis/ })).toContainText('None');
  const stored = await page.evaluate(() => ({
    prompt: localStorage.getItem('create_prompt'),
    body: localStorage.getItem('create_body'),
    finish: localStorage.getItem('create_finish'),
    chassis: localStorage.getItem('create_chassis'),
    variants: JSON.parse(localStorage.getItem('create_variants') ?? '[]') as Array<Record<string, unknown>>,
  }));
  expect(stored).toMatchObject({ prompt: PROMPT, body: 'dominus', finish: 'matte', chassis: 'none' });
  expect(stored.variants).toHaveLength(1);
  expect(stored.variants[0]).toMatchObject({
    variantId: regenerated,
    thumbnailUrl: `/api/jobs/${regenerated}/image`,
    texturePngUrl: `/api/jobs/${regenerated}/image`,
  });
  expect(stored.variants[0]).not.toHaveProperty('blob');

  // Clear All asks first; dismissing keeps everything, accepting starts fresh.
  page.once('dialog', (d) => {
    expect(d.message()).toBe('Clear your current prompt and results? This will start a fresh design.');
    void d.dismiss();
  });
  await page.getByRole('button', { name: 'Clear All' }).click();
  await expect(variantCards(page)).toHaveCount(1);
  page.once('dialog', (d) => void d.accept());
  await page.getByRole('button', { name: 'Clear All' }).click();
  await expect(page.getByLabel('Describe Your Decal')).toHaveValue('');
  await expect(variantCards(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Clear All' })).toHaveCount(0);
  const cleared = await page.evaluate(() => [
    localStorage.getItem('create_prompt'),
    localStorage.getItem('create_variants'),
    localStorage.getItem('create_body'),
  ]);
  expect(cleared).toEqual([null, null, 'dominus']);
});
