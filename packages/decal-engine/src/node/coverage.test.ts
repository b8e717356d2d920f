import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { BACKGROUND_RGB } from '../constants';
import { referenceUvDir } from '../testing/reference-uv';
import { renderDecalRaw } from './render-decal';

/** Reference masks live outside the project (never copied in): ../shared/reference/uv. */
const UV_DIR = referenceUvDir() ?? '';
const hasReference = UV_DIR !== '';
if (!hasReference) console.warn('[coverage] SKIPPED: reference UV masks not found (../shared/reference/uv or REFERENCE_UV_DIR)');

const PROMPTS = [
  'black and orange flames',
  'howling wolf under a full moon, midnight blue and silver',
  'woodland pixel camo',
  'union jack',
  'number 7 in gold on navy with white pinstripes',
  'white hearts on cherry red',
];

describe.skipIf(!hasReference)('art lands on the body (reference UV masks)', () => {
  for (const body of ['octane', 'fennec', 'dominus'] as const) {
    it(`${body}: ≥ 90% of art pixels on the mesh`, async () => {
      const mask = await sharp(join(UV_DIR, `uvmask_${body}.png`))
        .greyscale()
        .resize(2048, 2048, { kernel: 'nearest' })
        .raw()
        .toBuffer();
      const [br, bg, bb] = BACKGROUND_RGB;
      for (const [k, prompt] of PROMPTS.entries()) {
        const finish = (['animated', 'anodized', 'matte'] as const)[k % 3];
        const { data } = renderDecalRaw({ prompt, carBody: body, finish, seed: 21 + k });
        let art = 0;
        let on = 0;
        for (let p = 0, i = 0; p < mask.length; p++, i += 4) {
          if (data[i] === br && data[i + 1] === bg && data[i + 2] === bb) continue;
          art++;
          if (mask[p] > 127) on++;
        }
        expect(art).toBeGreaterThan(2048 * 2048 * 0.1);
        expect(on / art, `${body} "${prompt}"`).toBeGreaterThanOrEqual(0.9);
      }
    });
  }
});
