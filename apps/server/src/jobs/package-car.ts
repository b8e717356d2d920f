import sharp from 'sharp';
import type { CarBody } from '@decalforge/shared';
import { decodeRgba } from '../lib/rgba';
import { buildNormalMap, buildSkinMask } from '@decalforge/decal-engine/package';

/**
 * A pool task of the public API's package (GET /api/v1/decals/:id/package.zip): a decal PNG in,
 * its detail.png (normal map) and Mask.png (Skin mask with the body's window zone) out — the
 * engine's pixels, as the browser's package worker makes them, encoded by sharp. Runs on the
 * render pool (≈ 0.13 s of CPU per 2048² decal), never on the API's event loop.
 */
export interface PackageCarTask {
  kind: 'package-car';
  png: Uint8Array;
  body: CarBody;
}

async function encodeRgba(rgba: Uint8Array | Uint8ClampedArray, width: number, height: number): Promise<Uint8Array> {
  const raw = Buffer.from(rgba.buffer, rgba.byteOffset, rgba.byteLength);
  return new Uint8Array(
    await sharp(raw, { raw: { width, height, channels: 4 } })
      .png({ compressionLevel: 6 })
      .toBuffer(),
  );
}

export { encodeRgba };

export async function derivePackageImages(png: Uint8Array, body: CarBody): Promise<{ detail: Uint8Array; mask: Uint8Array }> {
  const { rgba, width, height } = await decodeRgba(png);
  const detail = await encodeRgba(buildNormalMap(rgba, width, height), width, height);
  const mask = await encodeRgba(buildSkinMask(rgba, width, height, { body }), width, height);
  return { detail, mask };
}

/** The pool answers one buffer: the two PNGs behind a 4-byte length of the first. */
export function packPair(a: Uint8Array, b: Uint8Array): Buffer {
  const out = Buffer.alloc(4 + a.length + b.length);
  out.writeUInt32BE(a.length, 0);
  out.set(a, 4);
  out.set(b, 4 + a.length);
  return out;
}

export function unpackPair(buf: Uint8Array): [Uint8Array, Uint8Array] {
  const n = new DataView(buf.buffer, buf.byteOffset, buf.byteLength).getUint32(0);
  return [buf.subarray(4, 4 + n), buf.subarray(4 + n)];
}
