import type { Hex } from '../types';
import { adjustHex, hexToHsl, hexToRgb, luma, rgbDistance } from '../util/color';

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

/**
 * The livery shape's default fill, a tone of the base: darker, so a crimson stays crimson (a
 * lighter one drifts to pink, a midnight blue to royal); a near-black base takes a
 * gloss-on-matte black a shade lighter (a tint of the hero's colour read as a muddy olive, a
 * lighter grey as charcoal; 0.07 lighter still as "charcoal rather than black"; its stripes edge it).
 */
export function liveryTone(base: Hex): Hex {
  if (luma(base) <= 0.2) return adjustHex(base, 0.03);
  // a darker gold or yellow drifts to olive ("a muddy olive band" on gold): it deepens
  // towards amber instead
  const [h, sat] = hexToHsl(base);
  return h >= 40 && h <= 70 && sat > 0.35 ? adjustHex(base, -0.12, 0, -14) : adjustHex(base, -0.14);
}
