import type { SKRSContext2D } from '@napi-rs/canvas';
import type { RegionKind } from '../../regions/types';
import type { Design, Palette } from '../../types';
import type { Rng } from '../../util/rng';

export type Ctx = SKRSContext2D;

/** Everything a motif needs to draw into one region's local frame (x: nose → tail). */
export interface MotifFrame {
  ctx: Ctx;
  /** Region length along the car (px). */
  L: number;
  /** Region width across (px). */
  W: number;
  kind: RegionKind;
  palette: Palette;
  design: Design;
  rng: Rng;
  /** Feature size in px (design scale applied). */
  unit: number;
  /** Glow strength 0..1 after the finish's adjustment. */
  glow: number;
  /** Drawn as a quiet background texture rather than the main motif. */
  texture: boolean;
  /** Every colour the pattern was given, when more than the palette's three (a rainbow). */
  colors?: readonly string[];
}

export type MotifDrawer = (f: MotifFrame) => void;
