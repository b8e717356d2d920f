import { decode } from 'fast-png';
import { describe, expect, it, vi } from 'vitest';
import { BACKGROUND_RGB } from '@decalforge/decal-engine';
import { SKIN_LITERAL, SKIN_PRIMARY, SKIN_WINDOW, buildSkinMask } from '@decalforge/decal-engine/package';
import { encodeSkinMaskPng } from './encode-skin-mask';

/** A Skin mask with all three sentinels in an irregular pattern. */
function sentinelMask(width: number, height: number): Uint8Array {
  const out = new Uint8Array(width * height * 4);
  for (let p = 0; p < width * height; p++) out.set([SKIN_LITERAL, SKIN_PRIMARY, SKIN_WINDOW][(p * 7) % 3], p * 4);
  return out;
}

/** Colour type, bit depth and chunk names of a PNG, plus its pixels as decoded. */
function inspect(png: Uint8Array): { rgba: Uint8Array; colorType: number; depth: number; chunks: string[] } {
  const img = decode(png);
  const chunks: string[] = [];
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  for (let o = 8; o < png.length; o += 12 + view.getUint32(o)) chunks.push(String.fromCharCode(...png.subarray(o + 4, o + 8)));
  expect(img.channels).toBe(4);
  return { rgba: Uint8Array.from(img.data), colorType: png[25], depth: png[24], chunks };
}

describe('encodeSkinMaskPng', () => {
  it('writes an 8-bit RGBA PNG (like real Skin PNGs) that decodes to the exact sentinels', async () => {
    const [w, h] = [13, 7];
    const mask = sentinelMask(w, h);
    const out = inspect(await encodeSkinMaskPng(mask, w, h));
    expect([out.colorType, out.depth]).toEqual([6, 8]);
    expect(out.chunks).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect(Array.from(out.rgba)).toEqual(Array.from(mask));
  });

  it('keeps every pixel of a real engine mask at 2048², transparent red and window included', async () => {
    const size = 2048;
    const decal = new Uint8Array(size * size * 4);
    for (let p = 0; p < size * size; p++) {
      const x = p % size;
      const y = Math.floor(p / size);
      const art = (x - 1024) ** 2 + (y - 1024) ** 2 < 600 ** 2 && (x ^ y) % 9 !== 0;
      decal.set(art ? [200, 40, (x * 3) & 255, 255] : [...BACKGROUND_RGB, 255], p * 4);
    }
    const mask = buildSkinMask(decal, size, size, { body: 'fennec' });
    const png = await encodeSkinMaskPng(mask, size, size);
    const out = inspect(png);
    expect([decode(png).width, decode(png).height, out.colorType]).toEqual([size, size, 6]);
    expect(Buffer.from(out.rgba).equals(Buffer.from(mask))).toBe(true);
    expect(Array.from(out.rgba.subarray(0, 4))).toEqual([0, 0, 255, 255]); // Fennec's glass: top-left corner
    const corner = (size * size - 1) * 4; // bottom-right: background → transparent red
    expect(Array.from(out.rgba.subarray(corner, corner + 4))).toEqual([255, 0, 0, 0]);
    const centre = (1024 * size + 1025) * 4; // inside the art disc
    expect(Array.from(out.rgba.subarray(centre, centre + 4))).toEqual([43, 0, 0, 255]);
    expect(png.length).toBeLessThan(size * size * 0.05);
  }, 30_000);

  it('falls back to fast-png RGBA without CompressionStream', async () => {
    vi.stubGlobal('CompressionStream', undefined);
    try {
      const mask = sentinelMask(5, 4);
      const out = inspect(await encodeSkinMaskPng(mask, 5, 4));
      expect(out.colorType).toBe(6);
      expect(Array.from(out.rgba)).toEqual(Array.from(mask));
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('rejects a buffer of the wrong size', async () => {
    await expect(encodeSkinMaskPng(new Uint8Array(12), 2, 2)).rejects.toThrow(/Expected 16 RGBA bytes/);
  });
});
