/**
 * Web benchmark: Lighthouse performance and accessibility scores for the landing page, pricing
 * and blog, the landing page's initial JavaScript (gzip), and the 3D preview's time to first
 * frame after a result arrives on /create (issue 11). Targets: performance ≥ 95,
 * accessibility ≥ 95, initial JS ≤ 150 KB gzip, first frame median ≤ 500 ms.
 *
 * Run from the repo root: npm run bench:web (builds first). Env: BENCH_RUNS (default 3 runs per
 * page, median printed), BENCH_PRESET=mobile|desktop|both (default both), BENCH_PREVIEW_RUNS
 * (default 7 generations, median printed), BENCH_ONLY=lighthouse|preview, CHROME_PATH.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Flags } from 'lighthouse';
import { measurePreviewFirstFrame, printFirstFrame } from './preview-first-frame';

const ROOT = join(import.meta.dirname, '..', '..');
const DIST = join(ROOT, 'apps', 'web', 'dist');
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const PRESETS =
  (process.env.BENCH_PRESET ?? 'both') === 'both'
    ? (['mobile', 'desktop'] as const)
    : ([process.env.BENCH_PRESET] as ('mobile' | 'desktop')[]);
const PAGES = ['/', '/pricing', '/blog'];
const TARGETS = { performance: 95, accessibility: 95, initialJsKb: 150, previewFirstFrameMs: 500 };
const PREVIEW_RUNS = Math.max(1, Number(process.env.BENCH_PREVIEW_RUNS ?? 7));
const ONLY = process.env.BENCH_ONLY;

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

/** Script + modulepreload chunks of the built index.html, each gzipped with zlib. */
export function initialJs(distDir: string): { files: { file: string; raw: number; gzip: number }[]; totalGzip: number } {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const srcs = [
    ...[...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)].map((m) => m[1]),
    ...[...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]),
  ];
  const files = [...new Set(srcs)].map((src) => {
    const buf = readFileSync(join(distDir, src.replace(/^\//, '')));
    return { file: src, raw: buf.length, gzip: gzipSync(buf, { level: 9 }).length };
  });
  return { files, totalGzip: files.reduce((n, f) => n + f.gzip, 0) };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

async function waitForServer(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not answer at ${url}`);
}

async function main(): Promise<void> {
  const js = initialJs(DIST);
  console.log('Landing page initial JS (index.html script + modulepreload, gzip -9):');
  for (const f of js.files)
    console.log(`  ${f.file.padEnd(44)} ${(f.raw / 1024).toFixed(1).padStart(7)} KB raw  ${(f.gzip / 1024).toFixed(1).padStart(6)} KB gz`);
  const jsKb = js.totalGzip / 1024;
  console.log(`  total ${jsKb.toFixed(1)} KB gz (target ≤ ${TARGETS.initialJsKb} KB) ${jsKb <= TARGETS.initialJsKb ? 'OK' : 'OVER'}\n`);

  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'decalforge-bench-web-'));
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      APP_URL: base,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    await waitForServer(`${base}/`, server);
    if (ONLY !== 'lighthouse') {
      // before Lighthouse, which leaves the machine busier; the server's data dir and address let it sign a user up
      const env = { DATA_DIR: dataDir, APP_URL: base };
      const result = await measurePreviewFirstFrame({ url: base, dataDir, env, stop: () => Promise.resolve() }, PREVIEW_RUNS);
      printFirstFrame(result, TARGETS.previewFirstFrameMs);
      console.log('');
    }
    if (ONLY === 'preview') return;
    chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    });
    const flags: Flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] };
    console.log(
      `Lighthouse ${RUNS} run(s) per page, medians (targets: performance ≥ ${TARGETS.performance}, accessibility ≥ ${TARGETS.accessibility}):`,
    );
    for (const preset of PRESETS) {
      for (const path of PAGES) {
        const perf: number[] = [];
        const a11y: number[] = [];
        const lcp: number[] = [];
        const tbt: number[] = [];
        const cls: number[] = [];
        for (let i = 0; i < RUNS; i++) {
          const result = await lighthouse(`${base}${path}`, flags, preset === 'desktop' ? desktopConfig : undefined);
          if (!result) throw new Error(`no Lighthouse result for ${path}`);
          const { categories, audits } = result.lhr;
          perf.push(Math.round((categories.performance?.score ?? 0) * 100));
          a11y.push(Math.round((categories.accessibility?.score ?? 0) * 100));
          lcp.push(audits['largest-contentful-paint']?.numericValue ?? NaN);
          tbt.push(audits['total-blocking-time']?.numericValue ?? NaN);
          cls.push(audits['cumulative-layout-shift']?.numericValue ?? NaN);
        }
        const p = median(perf);
        const a = median(a11y);
        console.log(
          `  ${preset.padEnd(7)} ${path.padEnd(9)} performance ${String(p).padStart(3)} ${p >= TARGETS.performance ? 'OK ' : 'LOW'}` +
            `  accessibility ${String(a).padStart(3)} ${a >= TARGETS.accessibility ? 'OK ' : 'LOW'}` +
            `  LCP ${(median(lcp) / 1000).toFixed(2)} s  TBT ${Math.round(median(tbt))} ms  CLS ${median(cls).toFixed(3)}`,
        );
      }
    }
  } finally {
    if (chrome) chrome.kill();
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
