import { BACKGROUND_RGB } from '../constants';
import type { CarBody } from '../types';
import { buildWindowMask } from './window-shapes';

/** AlphaConsole Skin sentinels (see research notes §3). */
export const SKIN_LITERAL: readonly [number, number, number, number] = [43, 0, 0, 255];
export const SKIN_PRIMARY: readonly [number, number, number, number] = [255, 0, 0, 0];
/** Window / glass: every real Octane, Fennec and Dominus pack marks the glass with this value. */
export const SKIN_WINDOW: readonly [number, number, number, number] = [0, 0, 255, 255];

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
      out[i + 2] = 255;
      out[i + 3] = 255;
      continue;
    }
    const isBackground =
      rgba[i + 3] < 128 ||
      (Math.abs(rgba[i] - br) <= tolerance && Math.abs(rgba[i + 1] - bg) <= tolerance && Math.abs(rgba[i + 2] - bb) <= tolerance);
    if (isBackground) {
      out[i] = 255;
      // G, B, A stay 0
    } else {
      out[i] = 43;
      out[i + 3] = 255;
    }
  }
  return out;
}
