import { describe, expect, it } from 'vitest';
import { rasterizePolygons } from '../regions/rasterize';
import { getRegions } from '../regions/templates';
import type { CarBody } from '../types';
import { renderDecalRaw } from './render-decal';

const SIZE = 512;

/** Mean RGB of the rendered pixels under a region's islands. */
function meanOver(data: Uint8Array, body: CarBody, pick: (kind: string, side?: string) => boolean): [number, number, number] {
  const sum = [0, 0, 0];
  let n = 0;
  for (const region of getRegions(body).filter((r) => pick(r.kind, r.side))) {
    const mask = rasterizePolygons(region.polygons, SIZE);
    for (let i = 0; i < mask.length; i++) {
      if (!mask[i]) continue;
      for (let c = 0; c < 3; c++) sum[c] += data[i * 4 + c];
      n++;
    }
  }
  return [sum[0] / n, sum[1] / n, sum[2] / n];
}

describe('placement on the car', () => {
  it('paints each half of a split look on its own flank: fire on one, ice on the other', () => {
    for (const carBody of ['octane', 'fennec', 'dominus'] as const) {
      const { data } = renderDecalRaw({ prompt: 'fire and ice, half flames half frost', carBody, finish: 'matte', seed: 3, size: SIZE });
      const [lr, , lb] = meanOver(data, carBody, (kind, side) => kind === 'side' && side === 'left');
      const [rr, , rb] = meanOver(data, carBody, (kind, side) => kind === 'side' && side === 'right');
      expect(lr - lb, `${carBody} left flank is warm`).toBeGreaterThan(60);
      expect(rb - rr, `${carBody} right flank is cold`).toBeGreaterThan(30);
    }
  });

  it('keeps flames asked for on the sides off the top', () => {
    for (const carBody of ['octane', 'fennec', 'dominus'] as const) {
      const onSides = renderDecalRaw({ prompt: 'black with orange flames on the sides', carBody, finish: 'matte', seed: 3, size: SIZE });
      const [tr, tg] = meanOver(onSides.data, carBody, (kind) => kind === 'top');
      const [sr] = meanOver(onSides.data, carBody, (kind) => kind === 'side');
      expect(tr + tg, `${carBody} top stays black`).toBeLessThan(60);
      expect(sr, `${carBody} sides burn`).toBeGreaterThan(60);
    }
  });
});
