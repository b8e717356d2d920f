import { describe, expect, it } from 'vitest';
import { BACKGROUND_RGB } from '../constants';
import type { CarBody } from '../types';
import { buildSkinMask, SKIN_LITERAL, SKIN_PRIMARY, SKIN_WINDOW } from './skin-mask';
import { buildWindowMask } from './window-shapes';

/**
 * The per-byte loop buildSkinMask replaced (one 32-bit word per pixel is several times faster).
 * It defines the output: Mask.png is compared byte for byte with the engine's mask in the e2e
 * download tests, and the server builds the same mask.
 */
function referenceSkinMask(rgba: Uint8Array, width: number, height: number, body?: CarBody, tolerance = 3): Uint8Array {
  const n = width * height;
  const out = new Uint8Array(n * 4);
  const [br, bg, bb] = BACKGROUND_RGB;
  const windows = body && width === height ? buildWindowMask(body, width) : null;
  for (let p = 0, i = 0; p < n; p++, i += 4) {
    if (windows && windows[p] >= 128) {
      out.set(SKIN_WINDOW, i);
      continue;
    }
    const isBackground =
      rgba[i + 3] < 128 ||
      (Math.abs(rgba[i] - br) <= tolerance && Math.abs(rgba[i + 1] - bg) <= tolerance && Math.abs(rgba[i + 2] - bb) <= tolerance);
    out.set(isBackground ? SKIN_PRIMARY : SKIN_LITERAL, i);
  }
  return out;
}

/** Deterministic bytes near the background (so the tolerance edges are hit), with some alpha. */
function nearBackground(length: number, seed: number): Uint8Array {
  const out = new Uint8Array(length);
  let s = seed >>> 0 || 1;
  for (let i = 0; i < length; i++) {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    const r = s >>> 0;
    // Alpha: mostly opaque, sometimes around the 128 threshold; colour: within ±6 of the background, sometimes anything.
    out[i] = (i & 3) === 3 ? (r % 4 === 0 ? 126 + (r % 4) : 255) : r % 7 === 0 ? r & 255 : BACKGROUND_RGB[i & 3] - 6 + (r % 13);
  }
  return out;
}

/** First differing pixel (deep equality of megabyte arrays is slow in the test runner). */
function firstDifference(a: Uint8Array, b: Uint8Array): string {
  if (a.length !== b.length) return `lengths ${a.length} vs ${b.length}`;
  for (let i = 0; i < a.length; i++)
    if (a[i] !== b[i]) return `pixel ${i >> 2}: ${a.subarray(i & ~3, (i & ~3) + 4).join()} vs ${b.subarray(i & ~3, (i & ~3) + 4).join()}`;
  return 'none';
}

describe('buildSkinMask (fast loop)', () => {
  it('gives the reference bytes for every body, tolerance and size', () => {
    for (const [w, h] of [
      [1, 1],
      [5, 3],
      [64, 64],
      [257, 257],
    ]) {
      for (const body of [undefined, 'octane', 'fennec', 'dominus', 'universal'] as const) {
        for (const tolerance of [3, 0, 5]) {
          const img = nearBackground(w * h * 4, w * 13 + h + tolerance);
          const actual = buildSkinMask(img, w, h, { body, tolerance });
          expect(firstDifference(actual, referenceSkinMask(img, w, h, body, tolerance)), `${w}×${h} ${body} ±${tolerance}`).toBe('none');
        }
      }
    }
  });

  it('reads unaligned and clamped inputs the same way', () => {
    const size = 32;
    const img = nearBackground(size * size * 4, 7);
    const expected = referenceSkinMask(img, size, size, 'dominus');
    const unaligned = new Uint8Array(img.length + 1).subarray(1);
    unaligned.set(img);
    expect(firstDifference(buildSkinMask(unaligned, size, size, { body: 'dominus' }), expected)).toBe('none');
    expect(firstDifference(buildSkinMask(new Uint8ClampedArray(img), size, size, { body: 'dominus' }), expected)).toBe('none');
  });
});
