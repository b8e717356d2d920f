import { encode } from 'fast-png';
import { SKIN_LITERAL, SKIN_PRIMARY, encodeRgbaPng } from '@decalforge/decal-engine/package';

/** Palette of the indexed Mask.png: 0 = primary (transparent red), 1 = literal colour. */
export const SKIN_PALETTE: number[][] = [[...SKIN_PRIMARY], [...SKIN_LITERAL]];

function asUint32(rgba: readonly number[]): number {
  return new Uint32Array(Uint8Array.from(rgba).buffer)[0];
}

/**
 * 1-bit palette indices (rows padded to whole bytes, most significant bit first) for a Skin
 * mask made only of the two sentinels; null as soon as any other RGBA value appears.
 */
export function skinMaskBits(rgba: Uint8Array | Uint8ClampedArray, width: number, height: number): Uint8Array | null {
  const n = width * height;
  if (rgba.length !== n * 4) throw new Error(`Expected ${n * 4} RGBA bytes, got ${rgba.length}`);
  const pixels =
    rgba.byteOffset % 4 === 0 ? new Uint32Array(rgba.buffer, rgba.byteOffset, n) : new Uint32Array(Uint8Array.from(rgba).buffer);
  const primary = asUint32(SKIN_PRIMARY);
  const literal = asUint32(SKIN_LITERAL);
  const rowBytes = Math.ceil(width / 8);
  const bits = new Uint8Array(rowBytes * height);
  for (let y = 0, p = 0; y < height; y++) {
    const row = y * rowBytes;
    for (let x = 0; x < width; x++, p++) {
      const v = pixels[p];
      if (v === literal) bits[row + (x >> 3)] |= 0x80 >> (x & 7);
      else if (v !== primary) return null;
    }
  }
  return bits;
}

/**
 * Mask.png: a 1-bit indexed PNG (PLTE + tRNS) when the mask holds only the two Skin sentinels,
 * so transparent red survives exactly and the file is small; fast-png RGBA otherwise.
 */
export function encodeSkinMaskPng(rgba: Uint8Array | Uint8ClampedArray, width: number, height: number): Uint8Array {
  const bits = skinMaskBits(rgba, width, height);
  if (!bits) return encodeRgbaPng(rgba, width, height, 1);
  return encode({ width, height, data: bits, depth: 1, channels: 1, palette: SKIN_PALETTE });
}
