import type { Point, Polygon } from './types';

/** Mirrors points across the vertical line x = axis. */
export function mirrorX(poly: Polygon, axis: number): Polygon {
  return poly.map(([x, y]) => [2 * axis - x, y] as const).reverse();
}

/**
 * Builds a left/right symmetric polygon from its left half: `half` runs from the top of
 * the axis down the left edge to the bottom of the axis.
 */
export function symmetricX(half: Polygon, axis: number): Polygon {
  const right = half
    .slice(1, -1)
    .map(([x, y]) => [2 * axis - x, y] as const)
    .reverse();
  return [...half, ...right];
}

export interface Box {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

export function boundsOf(polygons: readonly Polygon[]): Box {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const poly of polygons) {
    for (const [x, y] of poly) {
      if (x < minX) minX = x;
      if (y < minY) minY = y;
      if (x > maxX) maxX = x;
      if (y > maxY) maxY = y;
    }
  }
  return { minX, minY, maxX, maxY };
}

export function polygonArea(poly: Polygon): number {
  let a = 0;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    a += (poly[j][0] + poly[i][0]) * (poly[j][1] - poly[i][1]);
  }
  return Math.abs(a / 2);
}

export function pointInPolygon([px, py]: Point, poly: Polygon): boolean {
  let inside = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [xi, yi] = poly[i];
    const [xj, yj] = poly[j];
    if (yi > py !== yj > py && px < ((xj - xi) * (py - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}
