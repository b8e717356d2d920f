import { execFileSync } from 'node:child_process';
import { chromium, type Page } from 'playwright-core';
import { ROOT, benchUser, median, percentile, startServer } from '../../apps/server/bench/bench-utils';

/**
 * `npm run bench:package`: time from a click on Download ZIP to the browser's download for a
 * 2048² decal on /create, in Chromium (median of RUNS after WARMUP clicks). Also times the cold
 * first click and "Download for all bodies". Target (issue 17): median ≤ 500 ms.
 */
const RUNS = Number(process.env.BENCH_RUNS || 12);
const WARMUP = Number(process.env.BENCH_WARMUP || 2);
const ALL_RUNS = Number(process.env.BENCH_ALL_RUNS || 3);
const PASSWORD = 'bench-pass-1';

type Steps = Record<string, number[]>;
const steps: Steps = {};

/** Collects this click's `decal-package:*` User Timing measures (and the worker's own steps). */
async function collectSteps(page: Page): Promise<void> {
  const entries = await page.evaluate(() => {
    const list = performance.getEntriesByType('measure').filter((m) => m.name.startsWith('decal-package:'));
    performance.clearMeasures();
    return list.map((m) => ({
      name: m.name.slice('decal-package:'.length),
      duration: m.duration,
      detail: (m as PerformanceMeasure).detail as Record<string, number> | null,
    }));
  });
  for (const e of entries) {
    (steps[e.name] ??= []).push(e.duration);
    if (e.detail) for (const [k, v] of Object.entries(e.detail)) (steps[`  ${e.name} ${k}`] ??= []).push(v);
  }
}

/** Clicks `name` on the variant card; returns [in-page ms from click to the download anchor, wall ms to the download event]. */
async function timeDownload(page: Page, name: string): Promise<[number, number]> {
  const button = page.locator('article[data-variant-id]').getByRole('button', { name, exact: true });
  await button.waitFor({ state: 'visible' });
  await page.waitForFunction(
    (n) => [...document.querySelectorAll('article button')].some((b) => b.textContent?.trim() === n && !(b as HTMLButtonElement).disabled),
    name,
  );
  await page.evaluate(() => ((window as unknown as { __saved: number }).__saved = 0));
  const t0 = performance.now();
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 120_000 }), button.click()]);
  const wall = performance.now() - t0;
  await download.path();
  const inPage = await page.evaluate(() => {
    const w = window as unknown as { __clickAt: number; __saved: number };
    return w.__saved - w.__clickAt;
  });
  return [inPage, wall];
}

const server = await startServer({});
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
try {
  const email = `bench-package-${Date.now()}@example.test`;
  await benchUser(server, email);
  execFileSync(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/admin.ts', 'set-plan', email, 'PRO'], {
    cwd: ROOT,
    env: { ...process.env, ...server.env },
    stdio: 'ignore',
  });

  const context = await browser.newContext({ baseURL: server.url, acceptDownloads: true });
  const signIn = await context.request.post('/api/auth/sign-in/email', {
    data: { email, password: PASSWORD },
    headers: { origin: server.url },
  });
  if (!signIn.ok()) throw new Error(`sign-in failed: ${signIn.status()}`);
  const gen = await context.request.post('/api/functions/generate', {
    headers: { accept: 'application/json' },
    data: {
      improvedPrompt: 'molten lava cracks, black and orange',
      prompt: 'molten lava cracks',
      carBody: 'octane',
      finish: 'animated',
      chassis: 'decalforge',
    },
  });
  if (!gen.ok()) throw new Error(`generate failed: ${gen.status()} ${await gen.text()}`);
  const { jobId } = (await gen.json()) as { jobId: string };

  // The Create page restores its variants from local storage (docs/product-rules.md, Create page): show the generated decal.
  const variant = {
    variantId: jobId,
    thumbnailUrl: `/api/jobs/${jobId}/image`,
    texturePngUrl: `/api/jobs/${jobId}/image`,
    meta: {
      prompt: 'molten lava cracks',
      improvedPrompt: 'molten lava cracks, black and orange',
      carBody: 'octane',
      finish: 'animated',
      chassis: 'decalforge',
      seed: null,
      variationStrength: 0.25,
      logo: null,
      createdAt: new Date().toISOString(),
    },
  };
  await context.addInitScript(
    (v) => {
      localStorage.setItem('create_variants', v);
      const w = window as unknown as { __clickAt: number; __saved: number };
      document.addEventListener('click', (e) => e.isTrusted && (w.__clickAt = performance.now()), true);
      const click = HTMLAnchorElement.prototype.click;
      HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
        if (this.download) w.__saved = performance.now();
        return click.call(this);
      };
    },
    JSON.stringify([variant]),
  );
  const page = await context.newPage();
  await page.goto('/create');
  const img = page.locator('article[data-variant-id] img');
  await page.waitForFunction(() => {
    const el = document.querySelector<HTMLImageElement>('article[data-variant-id] img');
    return !!el && el.complete && el.naturalWidth === 2048;
  });
  if (!(await img.isVisible())) throw new Error('variant not shown');
  await page.waitForTimeout(1500); // idle: the hook preloads the package code and starts the worker

  const cold = await timeDownload(page, 'Download ZIP');
  for (let i = 1; i < WARMUP; i++) await timeDownload(page, 'Download ZIP');
  await page.evaluate(() => performance.clearMeasures());
  const inPage: number[] = [];
  const wall: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const [a, b] = await timeDownload(page, 'Download ZIP');
    await collectSteps(page);
    inPage.push(a);
    wall.push(b);
  }
  const all: number[] = [];
  for (let i = 0; i < ALL_RUNS; i++) all.push((await timeDownload(page, 'Download for all bodies'))[1]);

  const cores = await page.evaluate(() => navigator.hardwareConcurrency);
  console.log(`Chromium ${browser.version()}, ${cores} logical cores, 2048² decal, ${RUNS} runs after ${WARMUP} warm-up`);
  console.log(
    `Download ZIP, click → download: median ${median(wall).toFixed(0)} ms (p90 ${percentile(wall, 90).toFixed(0)} ms); in-page click → save ${median(inPage).toFixed(0)} ms`,
  );
  console.log('steps (median ms):');
  for (const [name, xs] of Object.entries(steps)) console.log(`  ${name.padEnd(28)} ${median(xs).toFixed(0)}`);
  console.log(`first (cold) click: ${cold[1].toFixed(0)} ms`);
  console.log(`Download for all bodies (3 bodies, server renders 2): median ${median(all).toFixed(0)} ms of ${ALL_RUNS}`);
  console.log(`target: median ≤ 500 ms → ${median(wall) <= 500 ? 'met' : 'NOT met'}`);
} finally {
  await browser.close();
  await server.stop();
}
