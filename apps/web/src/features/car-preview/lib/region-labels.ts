import { REGION_TEMPLATES, type RegionTemplate } from '@decalforge/decal-engine';
import type { CarBody } from '@decalforge/shared';

/** The name a player knows a region by: hood, roof, left, right, rear (and a few more). */
export function regionLabel(region: RegionTemplate): string {
  if (region.kind === 'side') {
    const side = region.side ?? 'side';
    return region.id.includes('upper') ? `${side} (upper)` : side;
  }
  if (region.kind === 'back') return 'rear';
  if (region.kind === 'front') return 'front';
  if (region.kind === 'underside') return 'underside';
  if (region.id === 'hood' || region.id === 'roof') return region.id;
  if (region.id === 'spine') return 'hood & roof';
  return 'top';
}

export interface LabelledRegion {
  id: string;
  label: string;
  /** Polygons in 2048² texture pixels. */
  polygons: RegionTemplate['polygons'];
  /** Where the label goes: the centre of the region's bounding box. */
  anchor: [number, number];
}

/** The regions of a body's template, labelled, for the flat (no WebGL) preview. */
export function labelledRegions(body: CarBody): LabelledRegion[] {
  return REGION_TEMPLATES[body].regions.map((region) => {
    const points = region.polygons.flat();
    const xs = points.map((p) => p[0]);
    const ys = points.map((p) => p[1]);
    return {
      id: region.id,
      label: regionLabel(region),
      polygons: region.polygons,
      anchor: [(Math.min(...xs) + Math.max(...xs)) / 2, (Math.min(...ys) + Math.max(...ys)) / 2],
    };
  });
}
