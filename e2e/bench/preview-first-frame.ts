import { execFileSync } from 'node:child_process';
import { chromium, type Browser, type Page } from 'playwright-core';
import { ROOT, benchUser, median, type BenchServer } from '../../apps/server/bench/bench-utils';

/**
 * The 3D preview's time to first frame after a result arrives (issue 11, target median ≤ 500 ms):
 * per run a fresh browser context (empty HTTP cache) opens /create, stays idle a moment as a
 * player typing a prompt would, generates through the UI and reads the `car-preview:first-frame`
 * User Timing measure (the result card mounting → the first frame on the canvas), plus the
 * preview's own steps (`car-preview:<step>`). Headless Chromium renders WebGL with SwiftShader
 * (software), so a GPU is faster.
 */
export interface FirstFrameResult {
  runs: number[];
  steps: Record<string, number[]>;
}

const BODIES = ['Octane', 'Fennec', 'Dominus'] as const;
const IDLE_MS = Number(process.env.IDLE_MS ?? 2000);

async function oneRun(
  browser: Browser,
  server: BenchServer,
  storageState: string,
  body: string,
): Promise<{ total: number; steps: Record<string, number> }> {
  const context = await browser.newContext({
    baseURL: server.url,
    storageState: JSON.parse(storageState) as never,
    viewport: { width: 1366, height: 900 },
  });
  try {
    const page: Page = await context.newPage();
    await page.goto('/create');
    await page.getByLabel('Describe Your Decal').fill('a howling wolf on cherry red with racing stripes');
    await page.getByRole('button', { name: new RegExp(`^${body}`) }).click();
    await page.waitForTimeout(IDLE_MS);
    await page.getByRole('button', { name: 'Generate Decal' }).click();
    const status = await page
      .waitForFunction(
        () => {
          const el = document.querySelector('article[data-variant-id] [data-testid="car-preview"]');
          const s = el?.getAttribute('data-status');
          return s && s !== 'loading' ? s : null;
        },
        null,
        { timeout: 60_000 },
      )
      .then((h) => h.jsonValue());
    if (status !== 'ready') throw new Error(`preview status ${status} (no WebGL?)`);
    return await page.evaluate(() => {
      const measures = performance.getEntriesByType('measure').filter((m) => m.name.startsWith('car-preview:'));
      const total = measures.find((m) => m.name === 'car-preview:first-frame')?.duration ?? NaN;
      const steps: Record<string, number> = {};
      for (const m of measures) if (m.name !== 'car-preview:first-frame') steps[m.name.slice('car-preview:'.length)] = m.duration;
      return { total, steps };
    });
  } finally {
    await context.close();
  }
}

export async function measurePreviewFirstFrame(server: BenchServer, runs: number): Promise<FirstFrameResult> {
  const email = `bench-preview-${Date.now()}@example.test`;
  await benchUser(server, email);
  // Pro: enough generations for every run
  execFileSync(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/admin.ts', 'set-plan', email, 'PRO'], {
    cwd: ROOT,
    env: { ...process.env, ...server.env },
    stdio: 'ignore',
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const login = await browser.newContext({ baseURL: server.url });
    const res = await login.request.post('/api/auth/sign-in/email', {
      data: { email, password: 'bench-pass-1' },
      headers: { origin: server.url },
    });
    if (!res.ok()) throw new Error(`sign-in failed: ${res.status()}`);
    const storageState = JSON.stringify(await login.storageState());
    await login.close();
    const result: FirstFrameResult = { runs: [], steps: {} };
    for (let i = 0; i < runs; i++) {
      const { total, steps } = await oneRun(browser, server, storageState, BODIES[i % BODIES.length]);
      result.runs.push(total);
      for (const [k, v] of Object.entries(steps)) (result.steps[k] ??= []).push(v);
    }
    return result;
  } finally {
    await browser.close();
  }
}

export function printFirstFrame(result: FirstFrameResult, target: number): void {
  const m = median(result.runs);
  console.log(
    `3D preview, result arrives → first frame (Chromium, SwiftShader), ${result.runs.length} runs: median ${m.toFixed(0)} ms ` +
      `(target ≤ ${target} ms) ${m <= target ? 'OK' : 'OVER'}; runs ${result.runs.map((r) => r.toFixed(0)).join(', ')}`,
  );
  for (const [name, xs] of Object.entries(result.steps)) console.log(`  ${name.padEnd(24)} median ${median(xs).toFixed(0)} ms`);
}
