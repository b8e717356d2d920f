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
 * A colour that stands off a ground as art on it: two colours and more, apart in lightness or
 * in hue (distinct alone let yellow bananas sink into a yellow car, "almost no contrast").
 */
export function standsOff(art: Hex, ground: Hex): boolean {
  if (!distinct(art, ground)) return false;
  if (Math.abs(luma(art) - luma(ground)) >= 0.1) return true;
  const [ha, sa] = hexToHsl(art);
  const [hg, sg] = hexToHsl(ground);
  const turn = Math.abs(ha - hg) % 360;
  return sa > 0.25 && sg > 0.25 && Math.min(turn, 360 - turn) >= 40;
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
