import { describe, expect, it } from 'vitest';
import { buildNormalMap } from './normal-map';

/**
 * The plain 3×3 Sobel loop buildNormalMap replaced (it is ~3× slower). It defines the output:
 * the fast version must give the same bytes, since detail.png is compared byte for byte with
 * what the engine computes from decal.png (e2e download tests).
 */
function referenceNormalMap(rgba: Uint8Array, width: number, height: number, strength = 2): Uint8ClampedArray {
  const n = width * height;
  const lum = new Float32Array(n);
  for (let p = 0, i = 0; p < n; p++, i += 4) lum[p] = (0.299 * rgba[i] + 0.587 * rgba[i + 1] + 0.114 * rgba[i + 2]) / 255;
  const out = new Uint8ClampedArray(n * 4);
  for (let y = 0; y < height; y++) {
    const y0 = (y > 0 ? y - 1 : y) * width;
    const y1 = y * width;
    const y2 = (y < height - 1 ? y + 1 : y) * width;
    for (let x = 0; x < width; x++) {
      const x0 = x > 0 ? x - 1 : x;
      const x2 = x < width - 1 ? x + 1 : x;
      const dx = lum[y0 + x2] + 2 * lum[y1 + x2] + lum[y2 + x2] - lum[y0 + x0] - 2 * lum[y1 + x0] - lum[y2 + x0];
      const dy = lum[y2 + x0] + 2 * lum[y2 + x] + lum[y2 + x2] - lum[y0 + x0] - 2 * lum[y0 + x] - lum[y0 + x2];
      const nx = -dx * strength;
      const ny = -dy * strength;
      const inv = 1 / Math.sqrt(nx * nx + ny * ny + 1);
      const o = (y1 + x) * 4;
      out[o] = Math.round(128 + 127 * nx * inv);
      out[o + 1] = Math.round(128 + 127 * ny * inv);
      out[o + 2] = Math.round(128 + 127 * inv);
      out[o + 3] = 255;
    }
  }
  return out;
}

/** Deterministic pseudo-random bytes (xorshift32). */
function noise(length: number, seed: number, pick: (r: number, i: number) => number = (r) => r & 255): Uint8Array {
  const out = new Uint8Array(length);
  let s = seed >>> 0 || 1;
  for (let i = 0; i < length; i++) {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    out[i] = pick(s >>> 0, i);
  }
  return out;
}

function firstDifference(a: Uint8ClampedArray, b: Uint8ClampedArray): string {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return `byte ${i} (pixel ${i >> 2}): ${a[i]} vs ${b[i]}`;
  return a.length === b.length ? 'none' : `lengths ${a.length} vs ${b.length}`;
}

describe('buildNormalMap', () => {
  it('gives the reference bytes for every size, edge and strength', () => {
    const sizes = [
      [1, 1],
      [1, 7],
      [7, 1],
      [2, 2],
      [3, 2],
      [33, 17],
      [256, 64],
    ];
    const images: Array<[string, (len: number, seed: number) => Uint8Array]> = [
      ['noise', (len, seed) => noise(len, seed)],
      // The smallest non-zero luminances (blue 0/1 only) and the largest (white) side by side.
      ['extremes', (len, seed) => noise(len, seed, (r, i) => ((i & 3) === 2 ? r & 1 : (r >> 3) & 1 ? 255 : 0))],
      // Flat areas with a few steps: the square-root shortcut and its neighbours.
      ['steps', (len, seed) => noise(len, seed, (r, i) => ((i >> 2) % 97 < 60 ? 90 : r % 5 === 0 ? 200 : 90))],
    ];
    for (const [w, h] of sizes) {
      for (const [kind, make] of images) {
        for (const strength of [2, 0.5, 7.3]) {
          const img = make(w * h * 4, w * 31 + h * 7 + strength * 10);
          const expected = referenceNormalMap(img, w, h, strength);
          const actual = buildNormalMap(img, w, h, strength);
          expect(firstDifference(actual, expected), `${kind} ${w}×${h} strength ${strength}`).toBe('none');
        }
      }
    }
  });

  it('gives the reference bytes for a full 2048² decal-like image', () => {
    const size = 2048;
    const img = noise(size * size * 4, 2048, (r, i) => {
      const p = i >> 2;
      const x = p % size;
      const y = (p / size) | 0;
      // Neutral background, a band of hard-edged art and a region of fine noise.
      if (x > 300 && x < 900 && y > 200 && y < 1800) return (i & 3) === 3 ? 255 : (x ^ y) & 255;
      if (y > 1200 && x > 1000) return r & 255;
      return (i & 3) === 3 ? 255 : 128;
    });
    expect(firstDifference(buildNormalMap(img, size, size), referenceNormalMap(img, size, size))).toBe('none');
  });

  it('handles an empty image', () => {
    expect(buildNormalMap(new Uint8Array(0), 0, 0)).toHaveLength(0);
    expect(buildNormalMap(new Uint8Array(0), 0, 5)).toHaveLength(0);
  });
});
