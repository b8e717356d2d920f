/**
 * Contact sheet: 12 prompts × 3 bodies rendered at full size by the procedural engine,
 * downscaled and labelled, written to a temp folder.
 * Usage (from the repo root): npm run engine:sheet [-- --finish=anodized]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCanvas, ImageData as CanvasImageData } from '@napi-rs/canvas';
import type { Finish } from '@decalforge/shared';
import { renderDecalRaw } from '../src/node/render-decal';
import { designForRequest } from '../src/design/design-for-request';

export const SHEET_PROMPTS = [
  'Molten lava cracks',
  'black and orange flames',
  'neon lightning storm',
  'red and white racing stripes',
  'woodland camo',
  'gold hexagon armor on black',
  'purple galaxy with stars',
  'ocean waves in #00ff88 and navy',
  'geometric crystal shards',
  'tiger stripes',
  'green dragon scales',
  'cyberpunk circuit board',
] as const;

const BODIES = ['octane', 'fennec', 'dominus'] as const;

async function main(): Promise<void> {
  const finishArg = process.argv.find((a) => a.startsWith('--finish='));
  const finish = (finishArg?.split('=')[1] ?? 'animated') as Finish;
  const thumb = 300;
  const label = 34;
  const cols = BODIES.length * 2;
  const rows = SHEET_PROMPTS.length / 2;
  const sheet = createCanvas(cols * thumb, rows * (thumb + label));
  const ctx = sheet.getContext('2d');
  ctx.fillStyle = '#111';
  ctx.fillRect(0, 0, sheet.width, sheet.height);
  const started = performance.now();
  SHEET_PROMPTS.forEach((prompt, i) => {
    BODIES.forEach((body, j) => {
      const req = { prompt, carBody: body, finish, seed: 7 };
      const raw = renderDecalRaw(req);
      const full = createCanvas(raw.width, raw.height);
      const fctx = full.getContext('2d');
      fctx.putImageData(new CanvasImageData(new Uint8ClampedArray(raw.data.buffer, raw.data.byteOffset, raw.data.byteLength), raw.width, raw.height), 0, 0);
      const x = ((i % 2) * BODIES.length + j) * thumb;
      const y = Math.floor(i / 2) * (thumb + label);
      ctx.drawImage(full, x, y + label, thumb, thumb);
      ctx.fillStyle = '#eee';
      ctx.font = 'bold 13px sans-serif';
      ctx.fillText(`${prompt}`.slice(0, 38), x + 6, y + 15);
      ctx.font = '11px sans-serif';
      ctx.fillStyle = '#9ab';
      ctx.fillText(`${body} · ${designForRequest(req).motif}`, x + 6, y + 29);
    });
  });
  const dir = join(tmpdir(), 'decalforge-sheet');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `contact-sheet-${finish}.png`);
  writeFileSync(file, sheet.toBuffer('image/png'));
  console.log(`contact sheet (${SHEET_PROMPTS.length} prompts × ${BODIES.length} bodies, finish ${finish}) in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  console.log(file);
}

await main();
