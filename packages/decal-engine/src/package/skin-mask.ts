import { BACKGROUND_RGB } from '../constants';
import type { CarBody } from '../types';
import { buildWindowMask } from './window-shapes';

/** AlphaConsole Skin sentinels: values and why in docs/decal-format.md §4. */
export const SKIN_LITERAL: readonly [number, number, number, number] = [43, 0, 0, 255];
export const SKIN_PRIMARY: readonly [number, number, number, number] = [255, 0, 0, 0];
/** Window / glass: every real Octane, Fennec and Dominus pack marks the glass with this value. */
export const SKIN_WINDOW: readonly [number, number, number, number] = [0, 0, 255, 255];

/** Writes one sentinel at byte `i` (element writes: several times faster than `set` per pixel). */
function put(out: Uint8Array, i: number, v: readonly [number, number, number, number]): void {
  out[i] = v[0];
  out[i + 1] = v[1];
  out[i + 2] = v[2];
  out[i + 3] = v[3];
}

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
  const [br, bg, bb] = BACKGROUND_RGB;
  const windows = body && width === height ? buildWindowMask(body, width) : null;
  for (let p = 0, i = 0; p < n; p++, i += 4) {
    if (windows && windows[p] >= 128) {
      put(out, i, SKIN_WINDOW);
      continue;
    }
    const isBackground =
      rgba[i + 3] < 128 ||
      (Math.abs(rgba[i] - br) <= tolerance && Math.abs(rgba[i + 1] - bg) <= tolerance && Math.abs(rgba[i + 2] - bb) <= tolerance);
    put(out, i, isBackground ? SKIN_PRIMARY : SKIN_LITERAL);
  }
  return out;
}
