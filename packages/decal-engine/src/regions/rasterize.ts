import type { Polygon } from './types';

const SUBSAMPLES = 4;

/**
 * Browser-safe scanline rasteriser: coverage (0..255) of the union of `polygons`
 * (given in 2048-px template space) on a size×size grid, anti-aliased vertically with
 * 4 sub-scanlines and horizontally with fractional end coverage.
 */
export function rasterizePolygons(polygons: readonly Polygon[], size: number, templateSize = 2048): Uint8Array {
  const scale = size / templateSize;
  const acc = new Float32Array(size + 1);
  const out = new Uint8Array(size * size);
  const edges: Array<[number, number, number, number]> = [];
  for (const poly of polygons) {
    for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
      const x0 = poly[j][0] * scale;
      const y0 = poly[j][1] * scale;
      const x1 = poly[i][0] * scale;
      const y1 = poly[i][1] * scale;
      if (y0 !== y1) edges.push([x0, y0, x1, y1]);
    }
  }
  let minY = size;
  let maxY = 0;
  for (const [, y0, , y1] of edges) {
    minY = Math.min(minY, y0, y1);
    maxY = Math.max(maxY, y0, y1);
  }
  const rowStart = Math.max(0, Math.floor(minY));
  const rowEnd = Math.min(size - 1, Math.ceil(maxY));
  const xs: number[] = [];
  const winds: number[] = [];
  for (let row = rowStart; row <= rowEnd; row++) {
    acc.fill(0);
    let touched = false;
    for (let s = 0; s < SUBSAMPLES; s++) {
      const sy = row + (s + 0.5) / SUBSAMPLES;
      xs.length = 0;
      winds.length = 0;
      for (const [x0, y0, x1, y1] of edges) {
        const up = y0 < y1;
        const ya = up ? y0 : y1;
        const yb = up ? y1 : y0;
        if (sy < ya || sy >= yb) continue;
        xs.push(x0 + ((sy - y0) * (x1 - x0)) / (y1 - y0));
        winds.push(up ? 1 : -1);
      }
      if (xs.length < 2) continue;
      const order = xs.map((_, k) => k).sort((a, b) => xs[a] - xs[b]);
      let wind = 0;
      for (let k = 0; k < order.length - 1; k++) {
        wind += winds[order[k]];
        if (wind === 0) continue;
        const xa = Math.max(0, xs[order[k]]);
        const xb = Math.min(size, xs[order[k + 1]]);
        if (xb <= xa) continue;
        touched = true;
        const ia = Math.floor(xa);
        const ib = Math.floor(xb);
        if (ia === ib) {
          acc[ia] += xb - xa;
        } else {
          acc[ia] += ia + 1 - xa;
          for (let x = ia + 1; x < ib; x++) acc[x] += 1;
          if (ib < size) acc[ib] += xb - ib;
        }
      }
    }
    if (!touched) continue;
    const base = row * size;
    for (let x = 0; x < size; x++) {
      const v = acc[x];
      if (v > 0) out[base + x] = Math.min(255, Math.round((v / SUBSAMPLES) * 255));
    }
  }
  return out;
}
