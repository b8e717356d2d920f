/**
 * Engine benchmark: 2048² procedural renders (render + PNG encode) against encoding the same
 * pixels alone with sharp. Run from the repo root: npm run bench:engine
 */
import { availableParallelism } from 'node:os';
import type { CarBody, Finish } from '@decalforge/shared';
import { encodePngSharp, PNG_OPTIONS } from '../src/node/encode-png-sharp';
import { renderDecal, renderDecalRaw } from '../src/node/render-decal';

const RUNS = Number(process.env.BENCH_RUNS ?? 30);
/** A mix of the kinds of dev prompts: heroes, scattered motifs, text, flags, materials, patterns. */
const PROMPTS = [
  'howling wolf under a full moon, midnight blue and silver',
  'white hearts on cherry red',
  'number 7 in gold on navy with white pinstripes',
  'union jack',
  'white marble with gold veins',
  'woodland pixel camo',
  'black and orange flames',
  'red and black tartan plaid',
];
const BODIES: CarBody[] = ['octane', 'fennec', 'dominus'];
const FINISHES: Finish[] = ['animated', 'anodized', 'matte'];

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

async function main(): Promise<void> {
  // warm-up (fonts, Skia, libvips)
  await renderDecal({ prompt: 'warm up', carBody: 'octane', finish: 'matte', seed: 1 });

  const total: number[] = [];
  const encodeOnly: number[] = [];
  // the encode-only run's pixels go into buffers kept across runs: a fresh 16 MB buffer per run
  // (two of them) was charged to the next timed render as page faults and GC, 20–30 ms of
  // its median on this machine, which no generate job pays
  const rawPixels = new Uint8Array(2048 * 2048 * 4);
  const copy = Buffer.alloc(rawPixels.length);
  const sizes: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const req = {
      prompt: PROMPTS[i % PROMPTS.length],
      carBody: BODIES[i % BODIES.length],
      finish: FINISHES[i % FINISHES.length],
      seed: 1000 + i,
    };
    // the path a generate job takes: render and encode (renderDecal)
    const t0 = performance.now();
    const png = await renderDecal(req);
    total.push(performance.now() - t0);
    sizes.push(png.length);
    // the same pixels, encoded alone
    const raw = renderDecalRaw(req, rawPixels);
    copy.set(raw.data);
    const t1 = performance.now();
    await encodePngSharp(copy, raw.width, raw.height);
    encodeOnly.push(performance.now() - t1);
  }
  const mTotal = median(total);
  const mEncode = median(encodeOnly);
  console.log(`decal-engine benchmark: ${RUNS} runs of 2048×2048, ${availableParallelism()} cores, PNG ${JSON.stringify(PNG_OPTIONS)}`);
  console.log(`  median render+encode : ${mTotal.toFixed(1)} ms (render ≈ ${(mTotal - mEncode).toFixed(1)} ms)`);
  console.log(`  median sharp encode  : ${mEncode.toFixed(1)} ms (same pixels alone)`);
  console.log(`  ratio                : ${(mTotal / mEncode).toFixed(2)}`);
  console.log(
    `  best-of runs         : render+encode ${Math.min(...total).toFixed(1)} ms, encode ${Math.min(...encodeOnly).toFixed(1)} ms (less sensitive to other load)`,
  );
  console.log(
    `  PNG size             : median ${(median(sizes) / 1024 / 1024).toFixed(2)} MB, max ${(Math.max(...sizes) / 1024 / 1024).toFixed(2)} MB`,
  );
  console.log(
    `  targets              : median ≤ 400 ms ${mTotal <= 400 ? 'OK' : 'MISSED'}, ratio ≤ 2.0 ${mTotal / mEncode <= 2 ? 'OK' : 'MISSED'}`,
  );
}

await main();
