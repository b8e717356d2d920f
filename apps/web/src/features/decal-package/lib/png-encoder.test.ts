import { decode } from 'fast-png';
import { describe, expect, it } from 'vitest';
import { crc32 } from './crc32';
import { dropAlpha, encodePng, hasNativeDeflate } from './png-encoder';
import { isPng, pngSize } from './png-info';

describe('crc32', () => {
  it('matches the standard check value', () => {
    expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926);
  });
});

describe('encodePng', () => {
  it('uses the native deflate here', () => {
    expect(hasNativeDeflate()).toBe(true);
  });

  it('round-trips exact RGBA, keeping transparent red (the Skin sentinel)', async () => {
    const w = 3;
    const h = 2;
    const rgba = Uint8Array.from([255, 0, 0, 0, 43, 0, 0, 255, 0, 0, 255, 7, 1, 2, 3, 4, 250, 251, 252, 253, 255, 0, 0, 0]);
    const png = await encodePng(rgba, w, h, 4);
    expect(isPng(png)).toBe(true);
    expect(pngSize(png)).toEqual({ width: 3, height: 2 });
    const out = decode(png);
    expect(out.channels).toBe(4);
    expect(Array.from(out.data)).toEqual(Array.from(rgba));
  });

  it('writes RGB and compresses a large flat image well', async () => {
    const size = 512;
    const rgba = new Uint8Array(size * size * 4);
    for (let i = 0; i < rgba.length; i += 4) rgba.set([128, 128, 255, 255], i);
    const png = await encodePng(dropAlpha(rgba), size, size, 3);
    expect(png.length).toBeLessThan(size * size * 3 * 0.01);
    const out = decode(png);
    expect(out.channels).toBe(3);
    expect([out.width, out.height]).toEqual([size, size]);
    expect(Array.from(out.data.slice(-3))).toEqual([128, 128, 255]);
  });

  it('rejects a buffer of the wrong size', async () => {
    await expect(encodePng(new Uint8Array(10), 2, 2, 4)).rejects.toThrow(/Expected 16 bytes/);
  });
});
