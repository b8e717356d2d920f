import { decode } from 'fast-png';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { encodePng, isOpaque } from './encode-png';

function flatOpaque(size: number): Uint8Array {
  const rgba = new Uint8Array(size * size * 4);
  for (let i = 0; i < rgba.length; i += 4) rgba.set([128, 128, 255, 255], i);
  return rgba;
}

/** Stand-in for the browser's OffscreenCanvas encoder: records what it was asked to encode. */
function stubCanvasEncoder(): { encoded: Uint8ClampedArray[] } {
  const encoded: Uint8ClampedArray[] = [];
  class FakeImageData {
    constructor(
      readonly data: Uint8ClampedArray,
      readonly width: number,
      readonly height: number,
    ) {}
  }
  class FakeOffscreenCanvas {
    constructor(
      readonly width: number,
      readonly height: number,
    ) {}
    getContext() {
      return { putImageData: (img: FakeImageData) => encoded.push(img.data.slice()) };
    }
    async convertToBlob() {
      return new Blob([Uint8Array.from([137, 80, 78, 71, 13, 10, 26, 10])], { type: 'image/png' });
    }
  }
  vi.stubGlobal('OffscreenCanvas', FakeOffscreenCanvas);
  vi.stubGlobal('ImageData', FakeImageData);
  return { encoded };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('isOpaque', () => {
  it('is true only when every alpha is 255', () => {
    expect(isOpaque(flatOpaque(3))).toBe(true);
    const rgba = flatOpaque(3);
    rgba[4 * 8 + 3] = 254;
    expect(isOpaque(rgba)).toBe(false);
  });
});

describe('encodePng', () => {
  it('round-trips exact RGBA without a canvas, keeping transparent red', async () => {
    expect(typeof OffscreenCanvas).toBe('undefined'); // jsdom: the fast-png path
    const rgba = Uint8Array.from([255, 0, 0, 0, 43, 0, 0, 255, 0, 0, 255, 7, 1, 2, 3, 4, 250, 251, 252, 253, 255, 0, 0, 0]);
    const out = decode(await encodePng(rgba, 3, 2));
    expect([out.width, out.height, out.channels]).toEqual([3, 2, 4]);
    expect(Array.from(out.data)).toEqual(Array.from(rgba));
  });

  it('keeps a flat normal map at (128,128,255)', async () => {
    const out = decode(await encodePng(flatOpaque(64), 64, 64));
    for (let i = 0; i < out.data.length; i += 4) expect(Array.from(out.data.subarray(i, i + 4))).toEqual([128, 128, 255, 255]);
  });

  it('sends opaque images to the browser encoder and never transparent ones', async () => {
    const { encoded } = stubCanvasEncoder();
    const opaque = flatOpaque(2);
    const png = await encodePng(opaque, 2, 2);
    expect(Array.from(png.subarray(0, 4))).toEqual([137, 80, 78, 71]);
    expect(encoded).toHaveLength(1);
    expect(Array.from(encoded[0])).toEqual(Array.from(opaque));

    const withAlpha = flatOpaque(2);
    withAlpha.set([255, 0, 0, 0], 0);
    const out = decode(await encodePng(withAlpha, 2, 2));
    expect(encoded).toHaveLength(1); // not the canvas: premultiplication would lose the red
    expect(Array.from(out.data)).toEqual(Array.from(withAlpha));
  });

  it('rejects a buffer of the wrong size', async () => {
    await expect(encodePng(new Uint8Array(10), 2, 2)).rejects.toThrow(/Expected 16 RGBA bytes/);
  });
});
