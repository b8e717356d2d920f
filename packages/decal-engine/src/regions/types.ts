import type { CarBody } from '../types';

export type Point = readonly [number, number];
export type Polygon = readonly Point[];
/** A texture-space direction (u → right, v → down). */
export type Direction = 'up' | 'down' | 'left' | 'right';
export type RegionKind = 'top' | 'side' | 'front' | 'back' | 'underside';

export interface RegionTemplate {
  /** Unique within a body, e.g. `spine`, `side-left`. */
  id: string;
  kind: RegionKind;
  /** For side regions: which side of the car. */
  side?: 'left' | 'right';
  /** Coarse polygons in 2048×2048 texture pixels. */
  polygons: readonly Polygon[];
  /** Texture direction pointing towards the car's nose. */
  nose: Direction;
  /**
   * Texture direction of the region's cross axis: for sides towards the roof line,
   * for top/underside towards the car's left flank.
   */
  across: Direction;
  /** True when these pixels also show (mirrored) on the opposite side of the car. */
  mirrored: boolean;
}

export interface BodyTemplate {
  body: CarBody;
  /** Template is a best guess (no reference layout). */
  beta: boolean;
  regions: readonly RegionTemplate[];
}
