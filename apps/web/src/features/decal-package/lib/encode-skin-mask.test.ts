import { convertIndexedToRgb, decode } from 'fast-png';
import { describe, expect, it } from 'vitest';
import { BACKGROUND_RGB } from '@decalforge/decal-engine';
import { SKIN_LITERAL, SKIN_PRIMARY, buildSkinMask } from '@decalforge/decal-engine/package';
import { encodeSkinMaskPng, skinMaskBits } from './encode-skin-mask';

/** A Skin mask with both sentinels in an irregular pattern. */
function sentinelMask(width: number, height: number): Uint8Array {
  const out = new Uint8Array(width * height * 4);
  for (let p = 0; p < width * height; p++) out.set((p * 7) % 5 < 2 ? SKIN_LITERAL : SKIN_PRIMARY, p * 4);
  return out;
}

/** Decodes a PNG to RGBA through its palette and transparency, as an image loader would. */
function decodeRgba(png: Uint8Array): { rgba: Uint8Array; colorType: number; depth: number; chunks: string[] } {
  const img = decode(png);
  const rgba = img.palette ? convertIndexedToRgb(img) : Uint8Array.from(img.data);
  const chunks: string[] = [];
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  for (let o = 8; o < png.length; o += 12 + view.getUint32(o)) chunks.push(String.fromCharCode(...png.subarray(o + 4, o + 8)));
  return { rgba, colorType: png[25], depth: png[24], chunks };
}

describe('skinMaskBits', () => {
  it('packs the literal sentinel as 1 bits, most significant first, rows padded', () => {
    const mask = new Uint8Array(10 * 2 * 4);
    for (let p = 0; p < 20; p++) mask.set(p === 0 || p === 9 || p === 12 ? SKIN_LITERAL : SKIN_PRIMARY, p * 4);
    expect(Array.from(skinMaskBits(mask, 10, 2)!)).toEqual([0b1000_0000, 0b0100_0000, 0b0010_0000, 0]);
  });

  it('returns null when any other RGBA value appears', () => {
    const mask = sentinelMask(9, 3);
    mask.set([255, 0, 0, 1], 4 * 20); // almost the primary sentinel
    expect(skinMaskBits(mask, 9, 3)).toBeNull();
  });

  it('rejects a buffer of the wrong size', () => {
    expect(() => skinMaskBits(new Uint8Array(12), 2, 2)).toThrow(/Expected 16 RGBA bytes/);
  });
});

describe('encodeSkinMaskPng', () => {
  it('writes a 1-bit indexed PNG with PLTE + tRNS that decodes to the exact sentinels', () => {
    const [w, h] = [13, 7]; // width not a multiple of 8
    const mask = sentinelMask(w, h);
    const png = encodeSkinMaskPng(mask, w, h);
    const out = decodeRgba(png);
    expect([out.colorType, out.depth]).toEqual([3, 1]);
    expect(out.chunks).toEqual(['IHDR', 'PLTE', 'tRNS', 'IDAT', 'IEND']);
    expect(Array.from(out.rgba)).toEqual(Array.from(mask));
  });

  it('keeps every pixel of a real engine mask at 2048², transparent red included', () => {
    const size = 2048;
    const decal = new Uint8Array(size * size * 4);
    for (let p = 0; p < size * size; p++) {
      const x = p % size;
      const y = Math.floor(p / size);
      const art = (x - 1024) ** 2 + (y - 1024) ** 2 < 600 ** 2 && (x ^ y) % 9 !== 0;
      decal.set(art ? [200, 40, (x * 3) & 255, 255] : [...BACKGROUND_RGB, 255], p * 4);
    }
    const mask = buildSkinMask(decal, size, size);
    const png = encodeSkinMaskPng(mask, size, size);
    const out = decodeRgba(png);
    expect([decode(png).width, decode(png).height, out.colorType]).toEqual([size, size, 3]);
    expect(Buffer.from(out.rgba).equals(Buffer.from(mask))).toBe(true);
    expect(Array.from(out.rgba.subarray(0, 4))).toEqual([255, 0, 0, 0]); // corner: background → transparent red
    const centre = (1024 * size + 1025) * 4; // inside the art disc
    expect(Array.from(out.rgba.subarray(centre, centre + 4))).toEqual([43, 0, 0, 255]);
    expect(png.length).toBeLessThan(size * size * 0.05);
  }, 30_000);

  it('falls back to exact RGBA when the mask holds another value', () => {
    const [w, h] = [5, 4];
    const mask = sentinelMask(w, h);
    mask.set([0, 255, 0, 128], 4 * 6);
    const out = decodeRgba(encodeSkinMaskPng(mask, w, h));
    expect(out.colorType).toBe(6);
    expect(Array.from(out.rgba)).toEqual(Array.from(mask));
  });
});
