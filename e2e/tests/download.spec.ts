import { readFileSync } from 'node:fs';
import JSZip from 'jszip';
import { convertIndexedToRgb, decode } from 'fast-png';
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { CarBody } from '@decalforge/shared';
import { buildNormalMap, buildSkinMask, validatePack } from '@decalforge/decal-engine/package';
import { adminCli, signUpAndSignIn, uniqueEmail } from '../support/helpers';

const PROMPT = 'neon circuit lines, teal and magenta';

interface PresetEntry {
  Group: string;
  BodyID: number;
  SkinID: number;
  Body: Record<string, string>;
  Chassis?: Record<string, string>;
}

/** Width, height and colour type from a PNG's IHDR. */
function ihdr(bytes: Uint8Array): { width: number; height: number; colorType: number } {
  expect(Array.from(bytes.subarray(0, 8))).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20), colorType: bytes[25] };
}

/** 8-bit RGBA of a PNG, expanding a palette (with its tRNS alpha) as an image loader does. */
function rgbaOf(png: Uint8Array): { data: Uint8Array; width: number; height: number } {
  const img = decode(png);
  expect(img.depth === 8 || !!img.palette).toBe(true);
  const data = img.palette ? convertIndexedToRgb(img) : Uint8Array.from(img.data);
  if (!img.palette && img.channels === 4) return { data, width: img.width, height: img.height };
  const ch = img.palette ? img.palette[0].length : img.channels;
  expect(ch === 3 || ch === 4).toBe(true);
  if (ch === 4) return { data, width: img.width, height: img.height };
  const out = new Uint8Array(img.width * img.height * 4);
  for (let p = 0; p < img.width * img.height; p++) out.set([data[p * 3], data[p * 3 + 1], data[p * 3 + 2], 255], p * 4);
  return { data: out, width: img.width, height: img.height };
}

/** localStorage switch of the speculative package build (lib/prebuild-scheduler.ts). */
const PREBUILD_KEY = 'decalforge:package-prebuild';

/** detail.png and Mask.png decode to exactly what the engine computes from decal.png (window zone included). */
async function checkDerivedImages(z: Unzipped, car: string, body: CarBody): Promise<void> {
  const dir = `${z.root}/${car}/`;
  const decal = rgbaOf(await z.bytes(dir + 'decal.png'));
  const detail = rgbaOf(await z.bytes(dir + 'detail.png'));
  const expectedDetail = buildNormalMap(decal.data, decal.width, decal.height);
  expect(Buffer.from(detail.data).equals(Buffer.from(expectedDetail)), 'detail.png is the exact normal map').toBe(true);
  const maskPng = await z.bytes(dir + 'Mask.png');
  const mask = rgbaOf(maskPng);
  const expectedMask = buildSkinMask(decal.data, decal.width, decal.height, { body });
  expect(Buffer.from(mask.data).equals(Buffer.from(expectedMask)), 'Mask.png is the exact Skin mask').toBe(true);
  const sentinels = new Set<string>();
  for (let i = 0; i < mask.data.length; i += 4) sentinels.add(mask.data.subarray(i, i + 4).join(','));
  // Transparent red survives; the glass is marked window (0,0,255,255) like in real packs.
  expect([...sentinels].sort()).toEqual(['0,0,255,255', '255,0,0,0', '43,0,0,255']);
}

/** Compression method per entry from the ZIP's central directory (0 = STORE, 8 = DEFLATE). */
function methods(bytes: Uint8Array): Map<string, number> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const out = new Map<string, number>();
  for (let i = 0; i + 46 < bytes.length; i++) {
    if (view.getUint32(i, true) !== 0x02014b50) continue;
    const nameLen = view.getUint16(i + 28, true);
    out.set(Buffer.from(bytes.subarray(i + 46, i + 46 + nameLen)).toString('utf8'), view.getUint16(i + 10, true));
    i += 45 + nameLen;
  }
  return out;
}

interface Unzipped {
  name: string;
  zip: JSZip;
  root: string;
  methods: Map<string, number>;
  files: string[];
  bytes(path: string): Promise<Uint8Array>;
  json<T = Record<string, unknown>>(path: string): Promise<T>;
  text(path: string): Promise<string>;
}

/** Clicks `button`, waits for the browser download and opens the ZIP. */
async function downloadZip(page: Page, button: Locator): Promise<Unzipped> {
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), button.click()]);
  const raw = new Uint8Array(readFileSync((await download.path())!));
  const zip = await JSZip.loadAsync(raw);
  const files = Object.keys(zip.files).filter((p) => !zip.files[p].dir);
  // readme.txt and manifest.json at the top, beside the one decal folder that goes into DecalTextures.
  expect(files.filter((p) => !p.includes('/')).sort()).toEqual(['manifest.json', 'readme.txt']);
  const roots = new Set(files.filter((p) => p.includes('/')).map((p) => p.split('/')[0]));
  expect(roots.size).toBe(1);
  // Every downloaded ZIP passes the project's pack validator (what the ecosystem's readers see).
  const all = new Map(await Promise.all(files.map(async (p) => [p, await zip.file(p)!.async('uint8array')] as const)));
  const report = validatePack(all);
  expect(report.errors, `validatePack ${download.suggestedFilename()}`).toEqual([]);
  console.log(`[validate-pack] ${download.suggestedFilename()}: OK\n  ${report.presets.join('\n  ')}`);
  const get = (path: string) => {
    const f = zip.file(path);
    expect(f, `${path} in the ZIP`).not.toBeNull();
    return f!;
  };
  return {
    name: download.suggestedFilename(),
    zip,
    root: [...roots][0],
    methods: methods(raw),
    files,
    bytes: (path) => get(path).async('uint8array'),
    json: async (path) => JSON.parse(await get(path).async('string')),
    text: (path) => get(path).async('string'),
  };
}

/**
 * What AlphaConsole-style readers (the reference loader's CustomTextures.cpp) would list: every
 * `*.json` anywhere under the decal folder. Only the one preset per car folder may be there.
 */
function jsonUnderDecalFolder(paths: string[], root: string): string[] {
  return paths.filter((p) => p.startsWith(`${root}/`) && p.toLowerCase().endsWith('.json')).sort();
}

/** Checks one car folder: every file, 2048² PNGs, one JSON naming files that exist next to it. */
async function checkCarFolder(
  z: Unzipped,
  car: string,
  bodyId: number,
  withChassis: boolean,
  presetFile = 'decal.json',
): Promise<{ name: string; entry: PresetEntry; decal: Uint8Array }> {
  const dir = `${z.root}/${car}/`;
  const inDir = z.files.filter((p) => p.startsWith(dir)).map((p) => p.slice(dir.length));
  const expected = [
    presetFile,
    'decal.png',
    'detail.png',
    'Body.png',
    'curvaturepack.png',
    'Mask.png',
    ...(withChassis ? ['DecalForge_Chassis.png'] : []),
  ];
  expect(inDir.sort()).toEqual(expected.sort());
  for (const file of expected.filter((f) => f.endsWith('.png'))) {
    const png = await z.bytes(dir + file);
    const head = ihdr(png);
    expect([head.width, head.height], `${file} size`).toEqual([2048, 2048]);
    if (file === 'Mask.png') expect(head.colorType, 'Mask.png is 8-bit RGBA like real Skin PNGs').toBe(6);
    expect(z.methods.get(dir + file), `${file} stored`).toBe(0);
  }
  expect(z.methods.get(dir + presetFile)).toBe(8);
  const preset = await z.json<Record<string, PresetEntry>>(dir + presetFile);
  const names = Object.keys(preset);
  expect(names).toHaveLength(1);
  const entry = preset[names[0]];
  expect(names[0]).toMatch(new RegExp(`^${car} .+ [0-9A-Z]{4}$`));
  expect(entry).toMatchObject({ Group: `DecalForge/${car}`, BodyID: bodyId, SkinID: 0, Body: { Diffuse: 'decal.png', Skin: 'Mask.png' } });
  if (withChassis) expect(entry.Chassis).toEqual({ Diffuse: 'DecalForge_Chassis.png' });
  else expect(entry.Chassis).toBeUndefined();
  for (const file of [...Object.values(entry.Body), ...Object.values(entry.Chassis ?? {})]) expect(inDir).toContain(file);
  return { name: names[0], entry, decal: await z.bytes(dir + 'decal.png') };
}

async function generateOnCreate(page: Page): Promise<string> {
  await page.goto('/create');
  await page.getByRole('button', { name: /^Fennec/ }).click();
  await page.getByLabel('Describe Your Decal').fill(PROMPT);
  await page.getByRole('button', { name: /Optional Settings/ }).click();
  await page.getByRole('button', { name: /^Finish/ }).click();
  await page.getByRole('button', { name: /^Anodized/ }).click();
  await page.getByRole('button', { name: /^Advanced/ }).click();
  await page.getByLabel('Seed').fill('777');
  await page.getByRole('button', { name: 'Generate Decal' }).click();
  await expect(page.getByText('Your decal variants have been generated!').last()).toBeVisible({ timeout: 30_000 });
  const card = page.locator('article[data-variant-id]');
  await expect(card).toHaveCount(1);
  await expect.poll(() => card.locator('img').evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(2048);
  return (await card.getAttribute('data-variant-id'))!;
}

test('Create: Download ZIP builds the AlphaConsole package; all bodies; install to folder; failures', async ({ page }) => {
  test.setTimeout(180_000);
  // "Install to folder" writes into the origin-private file system instead of a real picker.
  await page.addInitScript(() => {
    (window as unknown as { showDirectoryPicker: () => Promise<FileSystemDirectoryHandle> }).showDirectoryPicker = async () =>
      (await navigator.storage.getDirectory()).getDirectoryHandle('DecalTextures', { create: true });
  });
  const { email } = await signUpAndSignIn(page, uniqueEmail('download'));
  adminCli('set-plan', email, 'PRO');
  // The first download is a cold click (no prebuild), so its busy state can be seen: a prebuilt
  // click is over before it could be.
  await page.evaluate((k) => localStorage.setItem(k, 'off'), PREBUILD_KEY);
  const jobId = await generateOnCreate(page);
  const card = page.locator('article[data-variant-id]');
  const downloadButton = card.getByRole('button', { name: 'Download ZIP' });

  // Slow the templates down a little so "Downloading..." can be seen.
  await page.route('**/templates/**', async (route) => {
    await new Promise((r) => setTimeout(r, 400));
    await route.continue();
  });
  // the progress toast is checked while the package builds: it lasts a few seconds, so on a
  // busy machine it could be gone by the time the download had finished
  const [zip] = await Promise.all([
    downloadZip(page, downloadButton),
    expect(card.getByRole('button', { name: 'Downloading...' })).toBeDisabled(),
    expect(page.getByText('Preparing your decal package...')).toBeVisible(),
  ]);
  await page.unroute('**/templates/**');
  await expect(page.getByText('Decal package downloaded successfully!')).toBeVisible();
  await expect(downloadButton).toBeEnabled();

  expect(zip.name).toMatch(/^DecalForge_fennec_\d{13}\.zip$/);
  expect(zip.root).toMatch(/^DecalForge_neon-circuit-lines_[0-9A-Z]{4}$/);
  expect(zip.files.filter((p) => !p.includes('/Fennec/')).sort()).toEqual(['manifest.json', 'readme.txt']);
  expect(jsonUnderDecalFolder(zip.files, zip.root)).toEqual([`${zip.root}/Fennec/decal.json`]);
  const fennec = await checkCarFolder(zip, 'Fennec', 4284, true);
  expect(fennec.name).toMatch(/^Fennec Neon circuit lines [0-9A-Z]{4}$/);
  // decal.png is the generated image, byte for byte.
  const served = new Uint8Array(await (await page.request.get(`/api/jobs/${jobId}/image`)).body());
  expect(Buffer.from(fennec.decal).equals(Buffer.from(served))).toBe(true);
  // Body.png is the anodized template the app serves; detail.png and Mask.png are exact.
  const anodized = new Uint8Array(await (await page.request.get('/templates/fennec/anodized/Body.png')).body());
  expect(Buffer.from(await zip.bytes(`${zip.root}/Fennec/Body.png`)).equals(Buffer.from(anodized))).toBe(true);
  await checkDerivedImages(zip, 'Fennec', 'fennec');

  // Prebuilt: on a fresh page the result on screen is packaged ahead of the click; the click uses
  // those parts (it fetches no decal of its own) and its images are just as exact.
  await page.evaluate((k) => localStorage.removeItem(k), PREBUILD_KEY);
  await page.reload();
  await page.waitForFunction(() => performance.getEntriesByName('decal-package:prebuild').length > 0, undefined, { timeout: 60_000 });
  await page.evaluate(() => performance.clearMeasures());
  const prebuilt = await downloadZip(page, downloadButton);
  await checkDerivedImages(prebuilt, 'Fennec', 'fennec');
  expect(await page.evaluate(() => performance.getEntriesByName('decal-package:fetch-decal:fennec').length)).toBe(0);

  const manifest = await zip.json('manifest.json');
  expect(manifest).toEqual({
    DecalForgeVersion: '1.0',
    carBody: 'fennec',
    prompt: PROMPT,
    colors: { primary: '#000000', secondary: '#ffffff', accent: '#00ffff' },
    finish: 'anodized',
    seed: 777,
    generatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    source: { logoMode: null },
  });
  const readme = await zip.text('readme.txt');
  expect(readme).toContain(`Copy only the folder "${zip.root}" from this ZIP into the DecalTextures folder`);
  expect(readme).toContain('"Extract All" adds a folder level');
  expect(readme).toContain('%APPDATA%\\bakkesmod\\bakkesmod\\data\\acplugin\\DecalTextures\\<name>\\<Car>\\');
  expect(readme).toContain(`DecalTextures\\${zip.root}\\Fennec\\decal.json`);
  expect(readme).toContain('unequip any decal');
  expect(readme).toContain("Needs another team's home decal equipped.");
  expect(readme).toContain('Easy Anti-Cheat off');
  expect(readme).toContain(fennec.name);

  // Download for all bodies: one ZIP, three car folders.
  const all = await downloadZip(page, card.getByRole('button', { name: 'Download for all bodies' }));
  await expect(page.getByText('Decal package downloaded successfully!').first()).toBeVisible();
  expect(all.name).toMatch(/^DecalForge_all_\d{13}\.zip$/);
  const cars = await Promise.all([
    checkCarFolder(all, 'Octane', 23, true),
    checkCarFolder(all, 'Fennec', 4284, true),
    checkCarFolder(all, 'Dominus', 403, true),
  ]);
  expect(new Set(cars.map((c) => c.name)).size).toBe(3);
  await Promise.all([checkDerivedImages(all, 'Octane', 'octane'), checkDerivedImages(all, 'Dominus', 'dominus')]);
  expect(jsonUnderDecalFolder(all.files, all.root)).toEqual(['Dominus', 'Fennec', 'Octane'].map((c) => `${all.root}/${c}/decal.json`));
  expect(Buffer.from(cars[1].decal).equals(Buffer.from(served))).toBe(true);
  expect(Buffer.from(cars[0].decal).equals(Buffer.from(cars[2].decal))).toBe(false);
  const octaneServed = new Uint8Array(await (await page.request.get(`/api/jobs/${jobId}/bodies/octane`)).body());
  expect(Buffer.from(cars[0].decal).equals(Buffer.from(octaneServed))).toBe(true);
  expect((await all.json('manifest.json')).bodies).toEqual(['octane', 'fennec', 'dominus']);

  // Install to folder writes the same tree into the picked folder.
  const install = card.getByRole('button', { name: 'Install to folder' });
  await expect(install).toBeVisible();
  await install.click();
  await expect(page.getByText(/^Decal installed to DecalTextures\/DecalForge_neon-circuit-lines_[0-9A-Z]{4}$/)).toBeVisible({
    timeout: 30_000,
  });
  const tree = await page.evaluate(async () => {
    const out: Record<string, number> = {};
    async function walk(dir: FileSystemDirectoryHandle, prefix: string) {
      for await (const [name, handle] of (dir as unknown as { entries(): AsyncIterable<[string, FileSystemHandle]> }).entries()) {
        if (handle.kind === 'directory') await walk(handle as FileSystemDirectoryHandle, `${prefix}${name}/`);
        else out[prefix + name] = (await (handle as FileSystemFileHandle).getFile()).size;
      }
    }
    await walk(await (await navigator.storage.getDirectory()).getDirectoryHandle('DecalTextures'), '');
    return out;
  });
  const installedRoot = Object.keys(tree)[0].split('/')[0];
  // Only the decal folder (with the readme inside) lands in DecalTextures: no manifest.json, no stray .json.
  expect(Object.keys(tree).every((p) => p.startsWith(`${installedRoot}/`))).toBe(true);
  expect(jsonUnderDecalFolder(Object.keys(tree), installedRoot)).toEqual([`${installedRoot}/Fennec/decal.json`]);
  expect(
    Object.keys(tree)
      .filter((p) => p.startsWith(`${installedRoot}/`))
      .sort(),
  ).toEqual(
    [
      'readme.txt',
      ...['decal.json', 'decal.png', 'detail.png', 'Body.png', 'curvaturepack.png', 'Mask.png', 'DecalForge_Chassis.png'].map(
        (f) => `Fennec/${f}`,
      ),
    ]
      .map((p) => `${installedRoot}/${p}`)
      .sort(),
  );
  expect(tree[`${installedRoot}/Fennec/decal.png`]).toBe(served.length);

  // Package option: the preset named Template.json (ALXS-RL-Mod), remembered across reloads.
  const templateOption = page.getByLabel('Template.json (also works with ALXS-RL-Mod)').first();
  await expect(templateOption).not.toBeChecked();
  await templateOption.check();
  const templated = await downloadZip(page, downloadButton);
  await checkCarFolder(templated, 'Fennec', 4284, true, 'Template.json');
  expect(jsonUnderDecalFolder(templated.files, templated.root)).toEqual([`${templated.root}/Fennec/Template.json`]);
  expect(await templated.text('readme.txt')).toContain(`DecalTextures\\${templated.root}\\Fennec\\Template.json`);
  await page.reload();
  await expect(page.getByLabel('Template.json (also works with ALXS-RL-Mod)').first()).toBeChecked();
  const templatedAll = await downloadZip(
    page,
    page.locator('article[data-variant-id]').getByRole('button', { name: 'Download for all bodies' }),
  );
  for (const [car, id] of [
    ['Octane', 23],
    ['Fennec', 4284],
    ['Dominus', 403],
  ] as const) {
    await checkCarFolder(templatedAll, car, id, true, 'Template.json');
  }
  await page.getByLabel('Template.json (also works with ALXS-RL-Mod)').first().uncheck();

  // Missing templates: the finish falls back to the default body image, the chassis is skipped with a note.
  await page.route('**/templates/fennec/anodized/Body.png', (route) => route.fulfill({ status: 404, body: 'missing' }));
  await page.route('**/templates/chassis/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>SPA</title>' }),
  );
  await page.reload(); // drop the in-page template cache
  const fallback = await downloadZip(page, page.locator('article[data-variant-id]').getByRole('button', { name: 'Download ZIP' }));
  await checkCarFolder(fallback, 'Fennec', 4284, false);
  const animated = new Uint8Array(await (await page.request.get('/templates/fennec/animated/Body.png')).body());
  expect(Buffer.from(await fallback.bytes(`${fallback.root}/Fennec/Body.png`)).equals(Buffer.from(animated))).toBe(true);
  const notes = await fallback.text('readme.txt');
  expect(notes).toContain('NOTES');
  expect(notes).toMatch(/chassis image was not available and was skipped/);
  expect(notes).toMatch(/Anodized finish template was not available/);
  await page.unrouteAll();

  // The decal image cannot be fetched. A page that has the decal keeps its prepared parts (once
  // per decal, not per click), so the failure is seen on a fresh page whose card still shows the
  // image (only the package's fetch fails): its prebuild fails too and the click fetches again.
  await page.route(`**/api/jobs/${jobId}/image`, (route) =>
    route.request().resourceType() === 'fetch'
      ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' })
      : route.continue(),
  );
  await page.reload();
  await page.locator('article[data-variant-id]').getByRole('button', { name: 'Download ZIP' }).click();
  await expect(page.getByText('Failed to fetch decal image')).toBeVisible();
  await expect(page.locator('article[data-variant-id]').getByRole('button', { name: 'Download ZIP' })).toBeEnabled();
});

test('Account: Download on a saved decal in both preset-name options; missing image link', async ({ page }) => {
  test.setTimeout(120_000);
  const { email } = await signUpAndSignIn(page, uniqueEmail('download-account'));
  adminCli('set-plan', email, 'PRO');
  const gen = await page.request.post('/api/functions/generate', {
    headers: { accept: 'application/json' },
    data: {
      improvedPrompt: 'golden dragon scales',
      prompt: 'golden dragon scales',
      carBody: 'dominus',
      finish: 'matte',
      chassis: 'none',
      seed: 31337,
    },
  });
  expect(gen.status()).toBe(200);
  const { jobId } = (await gen.json()) as { jobId: string };
  // The server copies the job's prompt and settings; the job id is all a Keep sends.
  const kept = await page.request.post('/api/saved-decals', { data: { jobId } });
  expect(kept.status()).toBe(201);

  await page.goto('/account');
  const tile = page.getByTestId('saved-decal');
  await expect(tile).toHaveCount(1);
  const zip = await downloadZip(page, tile.getByRole('button', { name: 'Download' }));
  await expect(page.getByText('Decal package downloaded successfully!')).toBeVisible();
  expect(zip.name).toMatch(/^DecalForge_dominus_\d{13}\.zip$/);
  expect(zip.root).toMatch(/^DecalForge_golden-dragon-scal_[0-9A-Z]{4}$/);
  const dominus = await checkCarFolder(zip, 'Dominus', 403, false);
  const served = new Uint8Array(await (await page.request.get(`/api/jobs/${jobId}/image`)).body());
  expect(Buffer.from(dominus.decal).equals(Buffer.from(served))).toBe(true);
  await checkDerivedImages(zip, 'Dominus', 'dominus');
  expect(jsonUnderDecalFolder(zip.files, zip.root)).toEqual([`${zip.root}/Dominus/decal.json`]);
  const manifest = await zip.json('manifest.json');
  expect(manifest).toMatchObject({
    carBody: 'dominus',
    finish: 'matte',
    seed: 31337,
    prompt: 'golden dragon scales',
    source: { logoMode: null },
  });
  expect(await zip.text('readme.txt')).toContain('Paint finish (Matte): No prerequisite.');

  // Account offers the same package option as Create: the same control, stored under the same key.
  const presetKey = () => page.evaluate(() => window.localStorage.getItem('decalforge:package-preset-file'));
  const templateOption = page.getByTestId('download-options').getByLabel('Template.json (also works with ALXS-RL-Mod)');
  await expect(templateOption).toBeVisible();
  await expect(templateOption).not.toBeChecked();
  await templateOption.check();
  expect(await presetKey()).toBe('Template.json');
  const templated = await downloadZip(page, tile.getByRole('button', { name: 'Download' }));
  await checkCarFolder(templated, 'Dominus', 403, false, 'Template.json');
  expect(jsonUnderDecalFolder(templated.files, templated.root)).toEqual([`${templated.root}/Dominus/Template.json`]);
  expect(await templated.text('readme.txt')).toContain(`DecalTextures\\${templated.root}\\Dominus\\Template.json`);
  await checkDerivedImages(templated, 'Dominus', 'dominus');
  // Remembered across reloads (and so shared with Create, which reads the same key).
  await page.reload();
  await expect(templateOption).toBeChecked();
  await templateOption.uncheck();
  expect(await presetKey()).toBe('decal.json');

  // A saved decal without a signed link.
  await page.route('**/api/saved-decals', async (route) => {
    const res = await route.fetch();
    const body = (await res.json()) as { decals: Array<Record<string, unknown>> };
    await route.fulfill({ response: res, json: { decals: body.decals.map((d) => ({ ...d, signedUrl: null })) } });
  });
  await page.reload();
  await expect(tile.getByText('Image unavailable')).toBeVisible();
  await tile.getByRole('button', { name: 'Download' }).click();
  await expect(page.getByText('Unable to download - image URL not available')).toBeVisible();
  await page.unrouteAll();

  // The signed link fails.
  await page.reload();
  await expect(tile.locator('img')).toBeVisible();
  await page.route('**/api/storage/**', (route) => route.fulfill({ status: 403, body: 'expired' }));
  await tile.getByRole('button', { name: 'Download' }).click();
  await expect(page.getByText('Failed to fetch decal image')).toBeVisible();
});
