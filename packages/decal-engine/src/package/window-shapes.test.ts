import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { referenceUvDir } from '../testing/reference-uv';
import { buildWindowMask, WINDOW_SHAPES } from './window-shapes';

/** Reference window masks live outside the project (never copied in): ../shared/reference/uv. */
const UV_DIR = referenceUvDir() ?? '';
const hasReference = UV_DIR !== '' && existsSync(join(UV_DIR, 'windows_octane.png'));
if (!hasReference) console.warn('[window-shapes] SKIPPED: reference window masks not found (../shared/reference/uv or REFERENCE_UV_DIR)');

describe('window shapes', () => {
  it('exist for every body with a known layout, none for universal', () => {
    for (const body of ['octane', 'fennec', 'dominus'] as const) expect(WINDOW_SHAPES[body].length).toBeGreaterThan(0);
    expect(WINDOW_SHAPES.universal).toEqual([]);
    expect(buildWindowMask('universal', 16).every((v) => v === 0)).toBe(true);
  });
});

describe.skipIf(!hasReference)('window shapes match where real packs put the glass (reference masks)', () => {
  for (const body of ['octane', 'fennec', 'dominus'] as const) {
    it(`${body}: ≥ 90% of the reference window pixels, ≤ 10% spill`, async () => {
      // The reference is 1024²: compare at the same scale (rows line up with the 2048² texture / 2).
      const { data: ref, info } = await sharp(join(UV_DIR, `windows_${body}.png`))
        .greyscale()
        .raw()
        .toBuffer({ resolveWithObject: true });
      const ours = buildWindowMask(body, info.width);
      let refOn = 0;
      let both = 0;
      let oursOn = 0;
      for (let p = 0; p < ref.length; p++) {
        const r = ref[p] > 127;
        const o = ours[p] >= 128;
        if (r) refOn++;
        if (o) oursOn++;
        if (r && o) both++;
      }
      expect(refOn).toBeGreaterThan(1000);
      const coverage = both / refOn;
      const spill = (oursOn - both) / oursOn;
      console.info(`[window-shapes] ${body}: coverage ${(coverage * 100).toFixed(1)}%, spill ${(spill * 100).toFixed(1)}%`);
      expect(coverage).toBeGreaterThanOrEqual(0.9);
      expect(spill).toBeLessThanOrEqual(0.1);
    });
  }
});
