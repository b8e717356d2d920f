import { BACKGROUND_RGB } from '../constants';
import type { Hex } from '../types';
import { rgbToHex } from '../util/color';

export interface DominantColor {
  hex: Hex;
  rgb: [number, number, number];
  /** Share of the counted (non-background) pixels, 0..1. */
  share: number;
}

/**
 * Dominant colours of an RGBA image: pixels are binned to 4 bits per channel, the
 * background colour is skipped, and the `count` biggest bins are returned with their
 * mean colour; bins closer than `mergeDistance` (shades of one colour) are merged into the
 * bigger one. `step` samples every n-th pixel for speed.
 */
export function dominantColors(
  rgba: Uint8Array | Uint8ClampedArray,
  width: number,
  height: number,
  count = 6,
  step = 3,
  mergeDistance = 40,
): DominantColor[] {
  const bins = new Map<number, [number, number, number, number]>();
  const [br, bg, bb] = BACKGROUND_RGB;
  let total = 0;
  const n = width * height;
  for (let p = 0; p < n; p += step) {
    const i = p * 4;
    const r = rgba[i];
    const g = rgba[i + 1];
    const b = rgba[i + 2];
    if (rgba[i + 3] < 128) continue;
    if (Math.abs(r - br) < 3 && Math.abs(g - bg) < 3 && Math.abs(b - bb) < 3) continue;
    const key = ((r >> 4) << 8) | ((g >> 4) << 4) | (b >> 4);
    const bin = bins.get(key);
    if (bin) {
      bin[0] += r;
      bin[1] += g;
      bin[2] += b;
      bin[3]++;
    } else bins.set(key, [r, g, b, 1]);
    total++;
  }
  // merge neighbouring bins (shades of one colour) into the biggest one, keeping its colour
  const clusters: Array<{ rgb: [number, number, number]; count: number }> = [];
  for (const [r, g, b, c] of [...bins.values()].sort((x, y) => y[3] - x[3])) {
    const mean: [number, number, number] = [r / c, g / c, b / c];
    const home = clusters.find((k) => Math.hypot(k.rgb[0] - mean[0], k.rgb[1] - mean[1], k.rgb[2] - mean[2]) < mergeDistance);
    if (home) home.count += c;
    else clusters.push({ rgb: mean, count: c });
  }
  return clusters
    .sort((x, y) => y.count - x.count)
    .slice(0, count)
    .map(({ rgb: [r, g, b], count: c }) => {
      const rgb: [number, number, number] = [Math.round(r), Math.round(g), Math.round(b)];
      return { hex: rgbToHex(rgb), rgb, share: c / Math.max(1, total) };
    });
}
