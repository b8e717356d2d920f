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
    const ix = Math.floor(fx);
    const iy = Math.floor(fy);
    const tx = fx - ix;
    const ty = fy - iy;
    const u = tx * tx * (3 - 2 * tx);
    const v = ty * ty * (3 - 2 * ty);
    const x0 = ((ix % cellsX) + cellsX) % cellsX;
    const y0 = ((iy % cellsY) + cellsY) % cellsY;
    const x1 = (x0 + 1) % cellsX;
    const y1 = (y0 + 1) % cellsY;
    const a = values[y0 * cellsX + x0];
    const b = values[y0 * cellsX + x1];
    const c = values[y1 * cellsX + x0];
    const d = values[y1 * cellsX + x1];
    return a + (b - a) * u + (c - a + (a - b + d - c) * u) * v;
  };
}

/** Fractal noise: `octaves` layers of periodic noise, each twice as fine and half as strong; in [0, 1). */
export function fractalNoise(rng: Rng, size: number, cells: number, octaves: number): Field {
  const layers = Array.from({ length: octaves }, (_, k) => periodicNoise(rng, size, cells << k));
  const total = layers.reduce((sum, _, k) => sum + 0.5 ** k, 0);
  return (x, y) => {
    let sum = 0;
    for (let k = 0; k < layers.length; k++) sum += layers[k](x, y) * 0.5 ** k;
    return sum / total;
  };
}

/**
 * Nearest and second-nearest distances to jittered points, one per cell of a wrapping grid
 * (cellular noise): rosettes and spots are rings and discs around the points.
 */
export function cellPoints(rng: Rng, size: number, cells: number): (x: number, y: number) => { d1: number; d2: number; id: number } {
  const step = size / cells;
  const pts = Array.from({ length: cells * cells }, (_, i) => [
    ((i % cells) + 0.15 + rng.next() * 0.7) * step,
    (Math.floor(i / cells) + 0.15 + rng.next() * 0.7) * step,
  ]);
  return (x, y) => {
    const cx = Math.floor(x / step);
    const cy = Math.floor(y / step);
    let d1 = Infinity;
    let d2 = Infinity;
    let id = 0;
    for (let dy = -1; dy <= 1; dy++) {
      for (let dx = -1; dx <= 1; dx++) {
        const gx = cx + dx;
        const gy = cy + dy;
        const wx = ((gx % cells) + cells) % cells;
        const wy = ((gy % cells) + cells) % cells;
        const p = pts[wy * cells + wx];
        const px = p[0] + (gx - wx) * step;
        const py = p[1] + (gy - wy) * step;
        const d = Math.hypot(x - px, y - py);
        if (d < d1) {
          d2 = d1;
          d1 = d;
          id = wy * cells + wx;
        } else if (d < d2) d2 = d;
      }
    }
    return { d1, d2, id };
  };
}

/** A square canvas whose every pixel is `shade(x, y)` (a hex colour or an [r, g, b] triple). */
export function pixelCanvas(size: number, shade: (x: number, y: number) => readonly [number, number, number]): Canvas {
  const canvas = createCanvas(size, size);
  const ctx = canvas.getContext('2d');
  const img = ctx.createImageData(size, size);
  const data = img.data;
  for (let y = 0, i = 0; y < size; y++) {
    for (let x = 0; x < size; x++, i += 4) {
      const [r, g, b] = shade(x, y);
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
