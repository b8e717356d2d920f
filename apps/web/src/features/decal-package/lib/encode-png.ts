import { encodeRgbaPng } from '@decalforge/decal-engine/package';

/** True when every pixel's alpha is 255 (premultiplication cannot change such pixels). */
export function isOpaque(rgba: Uint8Array | Uint8ClampedArray): boolean {
  for (let i = 3; i < rgba.length; i += 4) if (rgba[i] !== 255) return false;
  return true;
}

function canvasEncoderAvailable(): boolean {
  return typeof OffscreenCanvas === 'function' && typeof ImageData === 'function';
}

/** The browser's own PNG encoder (OffscreenCanvas, works in Web Workers). Only exact for opaque pixels. */
async function encodeWithCanvas(rgba: Uint8Array | Uint8ClampedArray, width: number, height: number): Promise<Uint8Array> {
  const canvas = new OffscreenCanvas(width, height);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('No 2D context');
  const pixels = new Uint8ClampedArray(rgba.buffer as ArrayBuffer, rgba.byteOffset, rgba.length);
  ctx.putImageData(new ImageData(pixels, width, height), 0, 0);
  const blob = await canvas.convertToBlob({ type: 'image/png' });
  return new Uint8Array(await blob.arrayBuffer());
}

/**
 * PNG from raw 8-bit RGBA with exact pixel values. Opaque images go through the browser's
 * native encoder (fast at 2048²); anything with transparency, or a platform without
 * OffscreenCanvas, goes through fast-png, which never premultiplies.
 */
export async function encodePng(rgba: Uint8Array | Uint8ClampedArray, width: number, height: number): Promise<Uint8Array> {
  if (rgba.length !== width * height * 4) throw new Error(`Expected ${width * height * 4} RGBA bytes, got ${rgba.length}`);
  if (canvasEncoderAvailable() && isOpaque(rgba)) {
    try {
      return await encodeWithCanvas(rgba, width, height);
    } catch {
      /* fall back to fast-png */
    }
  }
  return encodeRgbaPng(rgba, width, height, 1);
}
