import { createCanvas, type Canvas } from '@napi-rs/canvas';
import { hexToRgb } from '../../util/color';
import type { Rng } from '../../util/rng';

/*
 * Organic textures (rust, pelts) need shapes with ragged, fractal edges that polygons and
 * ellipses do not give. These are computed per pixel, once per tile (tiles.ts caches them),
 * from noise that wraps at the tile's edge so the tile stays seamless.
 */

export type Field = (x: number, y: number) => number;

/** Value noise in [0, 1) on a lattice of `cells` × `cells` over a `size` tile, wrapping at its edges. */
export function periodicNoise(rng: Rng, size: number, cellsX: number, cellsY = cellsX): Field {
  const values = Float32Array.from({ length: cellsX * cellsY }, () => rng.next());
  const sx = cellsX / size;
  const sy = cellsY / size;
  return (x, y) => {
    const fx = x * sx;
    const fy = y * sy;
    let ix = Math.floor(fx);
    let iy = Math.floor(fy);
    const tx = fx - ix;
    const ty = fy - iy;
    ix %= cellsX;
    if (ix < 0) ix += cellsX;
    iy %= cellsY;
    if (iy < 0) iy += cellsY;
    const x1 = ix + 1 === cellsX ? 0 : ix + 1;
    const row0 = iy * cellsX;
    const row1 = (iy + 1 === cellsY ? 0 : iy + 1) * cellsX;
    const u = tx * tx * (3 - 2 * tx);
    const v = ty * ty * (3 - 2 * ty);
    const a = values[row0 + ix];
    const b = values[row0 + x1];
    const c = values[row1 + ix];
    const d = values[row1 + x1];
    return a + (b - a) * u + (c - a + (a - b + d - c) * u) * v;
  };
}

/** Fractal noise: `octaves` layers of periodic noise, each twice as fine and half as strong; in [0, 1). */
export function fractalNoise(rng: Rng, size: number, cells: number, octaves: number): Field {
  const layers = Array.from({ length: octaves }, (_, k) => periodicNoise(rng, size, cells << k));
  const weights = layers.map((_, k) => 0.5 ** k);
  const total = weights.reduce((sum, w) => sum + w, 0);
  for (let k = 0; k < weights.length; k++) weights[k] /= total;
  return (x, y) => {
    let sum = 0;
    for (let k = 0; k < layers.length; k++) sum += layers[k](x, y) * weights[k];
    return sum;
  };
}

/**
 * The nearest of jittered points, one per cell of a wrapping grid
 * (cellular noise): rosettes and spots are rings and discs around the points.
 */
export function cellPoints(
  rng: Rng,
  size: number,
  cells: number,
): (x: number, y: number) => { d1: number; id: number; ex: number; ey: number } {
  const step = size / cells;
  const pts = Array.from({ length: cells * cells }, (_, i) => [
    ((i % cells) + 0.15 + rng.next() * 0.7) * step,
    (Math.floor(i / cells) + 0.15 + rng.next() * 0.7) * step,
  ]);
  return (x, y) => {
    const cx = Math.floor(x / step);
    const cy = Math.floor(y / step);
    let d1 = Infinity;
    let id = 0;
    let ox = 0;
    let oy = 0;
    for (let dy = -1; dy <= 1; dy++) {
      for (let dx = -1; dx <= 1; dx++) {
        const gx = cx + dx;
        const gy = cy + dy;
        const wx = ((gx % cells) + cells) % cells;
        const wy = ((gy % cells) + cells) % cells;
        const p = pts[wy * cells + wx];
        const px = p[0] + (gx - wx) * step;
        const py = p[1] + (gy - wy) * step;
        const ex = x - px;
        const ey = y - py;
        const d = Math.sqrt(ex * ex + ey * ey);
        if (d < d1) {
          d1 = d;
          id = wy * cells + wx;
          ox = ex;
          oy = ey;
        }
      }
    }
    // (ex, ey: the offset from the nearest point, for shapes that vary round it)
    return { d1, id, ex: ox, ey: oy };
  };
}

/**
 * A square canvas sampling `shade(x, y)` (an [r, g, b] triple) over a `size` tile every
 * `step` pixels: `size / step` pixels a side, drawn back at `size` (smoothed). Textures are
 * soft at the pixel scale, so a step of 2 looks the same at a quarter of the cost.
 */
export function pixelCanvas(size: number, shade: (x: number, y: number) => readonly [number, number, number], step = 2): Canvas {
  const n = Math.ceil(size / step);
  const canvas = createCanvas(n, n);
  const ctx = canvas.getContext('2d');
  const img = ctx.createImageData(n, n);
  const data = img.data;
  for (let y = 0, i = 0; y < n; y++) {
    for (let x = 0; x < n; x++, i += 4) {
      const [r, g, b] = shade(x * step, y * step);
      data[i] = r;
      data[i + 1] = g;
      data[i + 2] = b;
      data[i + 3] = 255;
    }
  }
  ctx.putImageData(img, 0, 0);
  return canvas;
}

/** Linear mix of two colours as triples (t clamped to 0..1). */
export function mixRgb(
  a: readonly [number, number, number],
  b: readonly [number, number, number],
  t: number,
): readonly [number, number, number] {
  const k = t < 0 ? 0 : t > 1 ? 1 : t;
  return [a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k, a[2] + (b[2] - a[2]) * k];
}

export const rgbOf = (hex: string): readonly [number, number, number] => hexToRgb(hex);
