import { BACKGROUND_RGB } from '../constants';
import type { CarBody } from '../types';
import { buildWindowMask } from './window-shapes';

/** AlphaConsole Skin sentinels: values and why in docs/decal-format.md §4. */
export const SKIN_LITERAL: readonly [number, number, number, number] = [43, 0, 0, 255];
export const SKIN_PRIMARY: readonly [number, number, number, number] = [255, 0, 0, 0];
/** Window / glass: every real Octane, Fennec and Dominus pack marks the glass with this value. */
export const SKIN_WINDOW: readonly [number, number, number, number] = [0, 0, 255, 255];

/*
 * The mask is written one 32-bit word per pixel (4M pixels per package: byte-wise stores and
 * reads cost more than the test itself). Every browser is little endian; the shifts keep the
 * byte order right anywhere else.
 */
const LITTLE_ENDIAN = new Uint8Array(Uint32Array.of(1).buffer)[0] === 1;
const [SHIFT_R, SHIFT_G, SHIFT_B, SHIFT_A] = LITTLE_ENDIAN ? [0, 8, 16, 24] : [24, 16, 8, 0];
const word = ([r, g, b, a]: readonly [number, number, number, number]) =>
  ((r << SHIFT_R) | (g << SHIFT_G) | (b << SHIFT_B) | (a << SHIFT_A)) >>> 0;
const LITERAL = word(SKIN_LITERAL);
const PRIMARY = word(SKIN_PRIMARY);
const WINDOW = word(SKIN_WINDOW);

export interface SkinMaskOptions {
  /** Body whose window zone is written as SKIN_WINDOW (none when omitted). */
  body?: CarBody;
  /** Per-channel distance from the neutral background still counted as background. */
  tolerance?: number;
}

/**
 * Mask/Skin image: every art pixel of the decal (opaque, not the neutral background)
 * becomes the literal-colour sentinel (43,0,0,255); the rest the primary sentinel
 * (255,0,0,0); the body's window zone (0,0,255,255) wins over both, as in real packs.
 * Square images only get a window zone (the shapes are in square texture space).
 * Returned as raw RGBA so transparent red survives encoding.
 */
export function buildSkinMask(
  rgba: Uint8Array | Uint8ClampedArray,
  width: number,
  height: number,
  { body, tolerance = 3 }: SkinMaskOptions = {},
): Uint8Array {
  const n = width * height;
  const out = new Uint8Array(n * 4);
  const windows = body && width === height ? buildWindowMask(body, width) : null;
  const pixels = new Uint32Array(out.buffer);
  // Whole pixels are read as one 32-bit word when the input is aligned (it always is when it
  // owns its buffer); per-byte reads otherwise. Both give the same classification.
  const words = rgba.byteOffset % 4 === 0 && rgba.length >= n * 4 ? new Uint32Array(rgba.buffer, rgba.byteOffset, n) : null;
  // Per channel: is this value within `tolerance` of the neutral background? (Tables: the same
  // test as |v − background| ≤ tolerance, without three branches per pixel.)
  const near = BACKGROUND_RGB.map((c) => Uint8Array.from({ length: 256 }, (_, v) => (Math.abs(v - c) <= tolerance ? 1 : 0)));
  const [nearR, nearG, nearB] = near;
  for (let p = 0; p < n; p++) {
    if (windows !== null && windows[p] >= 128) {
      pixels[p] = WINDOW;
      continue;
    }
    let r: number, g: number, b: number, a: number;
    if (words !== null) {
      const w = words[p];
      r = (w >>> SHIFT_R) & 255;
      g = (w >>> SHIFT_G) & 255;
      b = (w >>> SHIFT_B) & 255;
      a = (w >>> SHIFT_A) & 255;
    } else {
      const i = p * 4;
      r = rgba[i];
      g = rgba[i + 1];
      b = rgba[i + 2];
      a = rgba[i + 3];
    }
    pixels[p] = a < 128 || (nearR[r] & nearG[g] & nearB[b]) === 1 ? PRIMARY : LITERAL;
  }
  return out;
}
