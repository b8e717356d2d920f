/**
 * Contact sheets, made the way the Create page makes decals: the built-in improver at the
 * default style intensity, then the procedural generator, one fixed seed per prompt, finish
 * animated. One image per prompt (Octane | Fennec | Dominus on mid-grey) plus an index sheet.
 * Usage (from the repo root): npm run engine:sheet [-- --prompts=file.json] [--out=dir] [--finish=animated] [--seed=7] [--only=1,5]
 * The prompts file is a JSON array of strings or of {prompt} objects (e.g. ../shared/engine/dev-prompts.json).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCanvas, ImageData as CanvasImageData, type SKRSContext2D } from '@napi-rs/canvas';
import { CAR_BODY_INFO, STYLE_INTENSITY, type Finish } from '@decalforge/shared';
import { BACKGROUND_RGB } from '../src/constants';
import { improvePrompt } from '../src/improve/improve-prompt';
import { renderDecalRaw } from '../src/node/render-decal';
import { sceneForRequest } from '../src/scene/scene-for-request';

export const SHEET_PROMPTS: readonly string[] = [
  'Molten lava cracks',
  'black and orange flames',
  'neon lightning storm',
  'red and white racing stripes',
  'woodland camo',
  'gold hexagon armor on black',
  'purple galaxy with stars',
  'ocean waves in #00ff88 and navy',
  'japanese rising sun with black koi fish',
  'tiger stripes',
  'green dragon scales',
  'cyberpunk circuit board',
];

const BODIES = ['octane', 'fennec', 'dominus'] as const;

function arg(name: string): string | undefined {
  return process.argv
    .find((a) => a.startsWith(`--${name}=`))
    ?.split('=')
    .slice(1)
    .join('=');
}

function loadPrompts(file: string | undefined): string[] {
  if (!file) return [...SHEET_PROMPTS];
  const json = JSON.parse(readFileSync(file, 'utf8')) as Array<string | { prompt: string }>;
  return json.map((p) => (typeof p === 'string' ? p : p.prompt));
}

/** Shows the texture's empty area (the neutral background colour) as mid-grey, as REVIEW.md asks. */
function onMidGrey(data: Uint8Array): Uint8Array {
  const out = Uint8Array.from(data);
  const [r, g, b] = BACKGROUND_RGB;
  for (let i = 0; i < out.length; i += 4) {
    if (out[i] === r && out[i + 1] === g && out[i + 2] === b) out.fill(128, i, i + 3);
  }
  return out;
}

function drawRaw(
  ctx: SKRSContext2D,
  source: { data: Uint8Array; width: number; height: number },
  x: number,
  y: number,
  size: number,
): void {
  const raw = { ...source, data: onMidGrey(source.data) };
  const full = createCanvas(raw.width, raw.height);
  full
    .getContext('2d')
    .putImageData(
      new CanvasImageData(new Uint8ClampedArray(raw.data.buffer, raw.data.byteOffset, raw.data.byteLength), raw.width, raw.height),
      0,
      0,
    );
  ctx.drawImage(full, x, y, size, size);
}

async function main(): Promise<void> {
  const finish = (arg('finish') ?? 'animated') as Finish;
  const seed = Number(arg('seed') ?? 7);
  const prompts = loadPrompts(arg('prompts'));
  const dir = arg('out') ?? join(tmpdir(), 'decalforge-sheet');
  mkdirSync(dir, { recursive: true });
  const thumb = 640;
  // the prompt, and each body's name over its column (a reviewer took the Fennec's underside
  // strip for the whole Fennec: "its column has only a single small striped strip")
  const label = 72;
  const index = createCanvas(3 * 220, prompts.length * 240);
  const ictx = index.getContext('2d');
  ictx.fillStyle = '#808080';
  ictx.fillRect(0, 0, index.width, index.height);
  const started = performance.now();
  // --only=1,5,19 remakes just those sheets (numbers as in the prompts file) while iterating
  const only = new Set((arg('only') ?? '').split(',').filter(Boolean).map(Number));
  prompts.forEach((prompt, i) => {
    if (only.size > 0 && !only.has(i + 1)) return;
    const improved = improvePrompt(prompt, STYLE_INTENSITY);
    const sheet = createCanvas(3 * thumb, thumb + label);
    const ctx = sheet.getContext('2d');
    ctx.fillStyle = '#808080';
    ctx.fillRect(0, 0, sheet.width, sheet.height);
    ctx.fillStyle = '#111';
    ctx.font = 'bold 22px sans-serif';
    ctx.fillText(`${i + 1}. ${prompt}`.slice(0, 150), 10, 30);
    BODIES.forEach((body, j) => {
      const req = { prompt: improved, carBody: body, finish, seed: seed + i };
      const raw = renderDecalRaw(req);
      drawRaw(ctx, raw, j * thumb, label, thumb);
      ctx.fillStyle = '#111';
      ctx.font = 'bold 18px sans-serif';
      ctx.fillText(CAR_BODY_INFO[body].name, j * thumb + 10, 62);
      if (j > 0) {
        ctx.fillStyle = '#5a5a5a';
        ctx.fillRect(j * thumb - 1, 44, 2, thumb + label - 44);
      }
      drawRaw(ictx, raw, j * 220, i * 240 + 20, 220);
    });
    ictx.fillStyle = '#111';
    ictx.font = 'bold 13px sans-serif';
    ictx.fillText(`${i + 1}. ${prompt}`.slice(0, 80), 4, i * 240 + 14);
    writeFileSync(join(dir, `sheet-${String(i + 1).padStart(2, '0')}.png`), sheet.toBuffer('image/png'));
    const scene = sceneForRequest({ prompt: improved, seed: seed + i });
    console.log(`${String(i + 1).padStart(2)} ${prompt} → ${scene.understood.join(', ') || '(nothing named)'}`);
  });
  writeFileSync(join(dir, 'index.png'), index.toBuffer('image/png'));
  console.log(`${prompts.length} sheets (finish ${finish}) in ${((performance.now() - started) / 1000).toFixed(1)} s → ${dir}`);
}

await main();
