import { boundsOf } from './polygon-utils';
import type { Direction, RegionTemplate } from './types';

const VEC: Record<Direction, readonly [number, number]> = {
  up: [0, -1],
  down: [0, 1],
  left: [-1, 0],
  right: [1, 0],
};

/**
 * A region's local frame: local x runs from the nose (0) to the tail (length), local y
 * across the region from 0 to width (for sides: sill → roof line). `matrix` maps local to
 * template (2048-px) coordinates as [a, b, c, d, e, f] (canvas setTransform order).
 */
export interface RegionFrame {
  length: number;
  width: number;
  matrix: [number, number, number, number, number, number];
}

export function regionFrame(region: RegionTemplate): RegionFrame {
  const box = boundsOf(region.polygons);
  const nose = VEC[region.nose];
  const tail: [number, number] = [-nose[0], -nose[1]];
  const across = VEC[region.across];
  if (tail[0] * across[0] + tail[1] * across[1] !== 0) throw new Error(`Region ${region.id}: across must be perpendicular to nose`);
  // origin = the bbox corner at the nose end and the low end of the across axis
  const ox = tail[0] > 0 || across[0] > 0 ? box.minX : tail[0] < 0 || across[0] < 0 ? box.maxX : box.minX;
  const oy = tail[1] > 0 || across[1] > 0 ? box.minY : tail[1] < 0 || across[1] < 0 ? box.maxY : box.minY;
  const horizontal = tail[0] !== 0;
  const w = box.maxX - box.minX;
  const h = box.maxY - box.minY;
  return {
    length: horizontal ? w : h,
    width: horizontal ? h : w,
    matrix: [tail[0], tail[1], across[0], across[1], ox, oy],
  };
}
