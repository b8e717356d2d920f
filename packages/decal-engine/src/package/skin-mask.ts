import { BACKGROUND_RGB } from '../constants';

/** AlphaConsole Skin sentinels (see research notes §3). */
export const SKIN_LITERAL: readonly [number, number, number, number] = [43, 0, 0, 255];
export const SKIN_PRIMARY: readonly [number, number, number, number] = [255, 0, 0, 0];

/**
 * Mask/Skin image: every art pixel of the decal (opaque, not the neutral background)
 * becomes the literal-colour sentinel (43,0,0,255); the rest the primary sentinel
 * (255,0,0,0). Returned as raw RGBA so transparent red survives encoding.
 */
export function buildSkinMask(rgba: Uint8Array | Uint8ClampedArray, width: number, height: number, tolerance = 3): Uint8Array {
  const n = width * height;
  const out = new Uint8Array(n * 4);
  const [br, bg, bb] = BACKGROUND_RGB;
  for (let p = 0, i = 0; p < n; p++, i += 4) {
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
