import { rasterizePolygons } from '../regions/rasterize';
import { getRegions } from '../regions/templates';
import type { CarBody } from '../types';

/** Coverage (0..255) of all of a body's regions at `size`². */
export function buildBodyMask(body: CarBody, size: number): Uint8Array {
  return rasterizePolygons(
    getRegions(body).flatMap((r) => r.polygons),
    size,
  );
}
