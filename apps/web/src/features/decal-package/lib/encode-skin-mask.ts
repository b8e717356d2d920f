import { encodeRgbaPng } from '@decalforge/decal-engine/package';
import { concatBytes, hasNativeDeflate, nativeZlib } from '@decalforge/decal-engine/package/builder/native-zlib';
import { crc32 } from '@decalforge/decal-engine/package/zip';

/*
 * Mask.png is written as plain 8-bit RGBA (colour type 6) like every real Skin PNG: BakkesMod's
 * image loader is closed source, so an indexed/tRNS mask was a risk for no gain. The browser's
 * own PNG encoder cannot be used (canvases premultiply alpha, which would turn the transparent
 * red sentinel (255,0,0,0) into (0,0,0,0)), and fast-png takes ~300 ms for a 2048² RGBA mask
 * (pure-JS deflate). So the few PNG chunks are written here and the pixel data is deflated by
 * the platform's native zlib (CompressionStream, in the worker); fast-png is the fallback.
 */

/** One PNG chunk: length, type, data, CRC over type + data. */
function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

const SIGNATURE = Uint8Array.from([137, 80, 78, 71, 13, 10, 26, 10]);

/**
 * Mask.png as an 8-bit RGBA PNG whose pixels are exactly `rgba` (sentinels included). Rows use
 * filter 0: the mask is a few flat zones, which zlib squeezes to a few tens of KB anyway.
 */
export async function encodeSkinMaskPng(rgba: Uint8Array | Uint8ClampedArray, width: number, height: number): Promise<Uint8Array> {
  if (rgba.length !== width * height * 4) throw new Error(`Expected ${width * height * 4} RGBA bytes, got ${rgba.length}`);
  if (!hasNativeDeflate()) return encodeRgbaPng(rgba, width, height, 1);
  const stride = width * 4;
  const raw = new Uint8Array((stride + 1) * height);
  for (let y = 0; y < height; y++) raw.set(rgba.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  const ihdr = new Uint8Array(13);
  const view = new DataView(ihdr.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  ihdr.set([8, 6, 0, 0, 0], 8); // 8-bit, RGBA, deflate, adaptive filtering, no interlace
  return concatBytes([SIGNATURE, chunk('IHDR', ihdr), chunk('IDAT', await nativeZlib(raw)), chunk('IEND', new Uint8Array(0))]);
}
