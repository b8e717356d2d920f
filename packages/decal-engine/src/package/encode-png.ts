import { encode } from 'fast-png';

/** Encodes raw 8-bit RGBA as PNG with fast-png (browser-safe; exact values, no premultiply). */
export function encodeRgbaPng(rgba: Uint8Array | Uint8ClampedArray, width: number, height: number, level = 6): Uint8Array {
  if (rgba.length !== width * height * 4) throw new Error(`Expected ${width * height * 4} RGBA bytes, got ${rgba.length}`);
  return encode({ width, height, data: rgba, channels: 4, depth: 8 }, { zlib: { level: level as 6 } });
}
