import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import JSZip from 'jszip';
import { adminCli, signUpAndSignIn, uniqueEmail } from '../support/helpers';

/** A 240×120 logo in pure magenta, a colour the prompt below never gives the decal. */
const MAGENTA_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="120"><rect width="240" height="120" rx="16" fill="#ff00ff"/></svg>';

/** Pixels of the job's decal whose colour is the logo's (decoded in the page with a canvas). */
async function magentaPixels(page: Page, jobId: string): Promise<number> {
  return page.evaluate(async (id) => {
    const img = new Image();
    img.src = `/api/jobs/${id}/image`;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const ctx = canvas.getContext('2d')!;
    ctx.drawImage(img, 0, 0);
    const d = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
    let n = 0;
    for (let i = 0; i < d.length; i += 4) if (d[i] > 200 && d[i + 1] < 60 && d[i + 2] > 200) n++;
    return n;
  }, jobId);
}

test('PRO user: the chosen logo uploads with progress, errors are shown, and the decal carries it', async ({ page }) => {
  test.setTimeout(120_000);
  const { email } = await signUpAndSignIn(page, uniqueEmail('logo-pro'));
  adminCli('set-plan', email, 'PRO');
  await page.goto('/create');
  await expect(page.getByText('Unlimited')).toBeVisible();
  await page.getByLabel('Describe Your Decal').fill('deep blue ocean waves');
  await page.getByRole('button', { name: /Optional Settings/ }).click();

  // keyboard: the section opens with Enter and the file input is reachable
  const logo = page.getByRole('button', { name: /^Logo Upload/ });
  await logo.focus();
  await page.keyboard.press('Enter');
  await expect(logo).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(/coming soon/i)).toHaveCount(0);
  const file = page.getByLabel(/Logo file/);
  await file.focus();
  await expect(file).toBeFocused();

  // too large: refused in the browser with the spec's message, nothing uploaded
  await file.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(10 * 1024 * 1024 + 1) });
  await expect(page.getByText('File size must be less than 10MB.').first()).toBeVisible();

  // named and typed as a PNG but not one: the server decides by content and says so
  await file.setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('this is not an image') });
  await expect(page.getByRole('alert').filter({ hasText: 'Please upload a PNG, JPG, or SVG file.' })).toBeVisible();

  // a real SVG: progress while it uploads (held back a little), then the stored PNG as the preview
  await page.route('**/api/logos', async (route) => {
    await new Promise((r) => setTimeout(r, 700));
    await route.continue();
  });
  const upload = page.waitForResponse((r) => r.url().endsWith('/api/logos') && r.request().method() === 'POST');
  await file.setInputFiles({ name: 'brand.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(MAGENTA_SVG) });
  await expect(page.getByRole('progressbar', { name: 'Logo upload' })).toBeVisible();
  const res = await upload;
  expect(res.status()).toBe(201);
  const stored = (await res.json()) as { id: string; width: number; height: number; contentType: string };
  expect(stored).toMatchObject({ width: 1024, height: 512, contentType: 'image/svg+xml' });
  await expect(page.getByText(/Uploaded: it goes on both sides and the hood/)).toBeVisible();
  await expect(logo.getByLabel('chosen')).toBeVisible();
  const preview = page.getByRole('img', { name: 'Logo preview' }).locator('img');
  await expect(preview).toHaveAttribute('src', `/api/logos/${stored.id}/image`);
  await expect.poll(() => preview.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(1024);

  const axe = await new AxeBuilder({ page }).include('main').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

  // generate: the job records the logo and the decal shows its colour
  await page.getByRole('button', { name: 'Generate Decal' }).click();
  await expect(page.getByText('Your decal variants have been generated!').last()).toBeVisible({ timeout: 30_000 });
  const card = page.locator('article[data-variant-id]');
  await expect(card).toHaveCount(1);
  const jobId = (await card.getAttribute('data-variant-id')) as string;
  const job = (await (await page.request.get(`/api/jobs/${jobId}`)).json()) as { settings: { logo: unknown } };
  expect(job.settings.logo).toEqual({ id: stored.id, mode: 'sticker', scale: 1 });
  expect(await magentaPixels(page, jobId)).toBeGreaterThan(5000);

  // the package's manifest names the logo mode
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 60_000 }),
    card.getByRole('button', { name: 'Download ZIP' }).click(),
  ]);
  const zip = await JSZip.loadAsync(readFileSync((await download.path())!));
  const manifest = JSON.parse(await zip.file('manifest.json')!.async('string')) as { source: unknown };
  expect(manifest.source).toEqual({ logoMode: 'sticker' });

  // Remove logo clears the choice (and its check mark)
  await page.getByRole('button', { name: 'Remove logo' }).click();
  await expect(logo.getByLabel('chosen')).toHaveCount(0);
});
