import { describe, expect, it } from 'vitest';
import { CAR_BODIES } from '@decalforge/shared';
import { regionFrame } from './frame';
import { boundsOf, polygonArea } from './polygon-utils';
import { rasterizePolygons } from './rasterize';
import { getRegions, REGION_TEMPLATES } from './templates';

describe('region templates', () => {
  it('cover every body with oriented regions inside the texture', () => {
    for (const body of CAR_BODIES) {
      const regions = getRegions(body);
      expect(regions.length).toBeGreaterThanOrEqual(3);
      expect(regions.some((r) => r.kind === 'top')).toBe(true);
      expect(regions.filter((r) => r.kind === 'side').map((r) => r.side)).toEqual(expect.arrayContaining(['left', 'right']));
      for (const r of regions) {
        const b = boundsOf(r.polygons);
        expect(b.minX).toBeGreaterThanOrEqual(0);
        expect(b.maxY).toBeLessThanOrEqual(2048);
        const f = regionFrame(r);
        expect(f.length).toBeGreaterThan(0);
        expect(f.width).toBeGreaterThan(0);
      }
    }
    expect(REGION_TEMPLATES.universal.beta).toBe(true);
  });

  it('rasterises polygons to the expected area', () => {
    const poly = [
      [100, 100],
      [300, 100],
      [300, 200],
      [100, 200],
    ] as const;
    const cov = rasterizePolygons([poly], 512, 512);
    let sum = 0;
    for (const v of cov) sum += v / 255;
    expect(Math.abs(sum - polygonArea(poly))).toBeLessThan(5);
  });
});
