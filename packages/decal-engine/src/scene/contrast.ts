import type { Hex } from '../types';
import { hexToRgb, luma, rgbDistance } from '../util/color';

/** The black and white the engine paints with (never pure: pure black and white read flat). */
export const BLACK: Hex = '#0b0b0d';
export const WHITE: Hex = '#f4f4f4';

/** Black on a light colour, white on a dark one. */
export function contrastOf(base: Hex): Hex {
  return luma(base) > 0.55 ? BLACK : WHITE;
}

/** Colours far enough apart to read as two (RGB distance over 60). */
export function distinct(a: Hex, b: Hex): boolean {
  return rgbDistance(hexToRgb(a), hexToRgb(b)) > 60;
}
