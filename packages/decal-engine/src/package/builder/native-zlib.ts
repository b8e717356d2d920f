/**
 * The platform's zlib (CompressionStream: Chromium workers, Node ≥ 18), shared by the package
 * ZIP (zip.ts) and the browser's Mask.png encoder. 'deflate' is the zlib format (RFC 1950):
 * exactly what a PNG's IDAT holds, and a ZIP entry's raw DEFLATE without the 2-byte header and
 * the Adler-32. Written and read by hand (no Blob.stream / Response) so it also runs where
 * those are missing (jsdom in the unit tests).
 */
export async function nativeZlib(data: Uint8Array): Promise<Uint8Array> {
  const cs = new CompressionStream('deflate');
  const writer = cs.writable.getWriter();
  const written = writer.write(data as Uint8Array<ArrayBuffer>).then(() => writer.close());
  const reader = cs.readable.getReader();
  const parts: Uint8Array[] = [];
  for (let r = await reader.read(); !r.done; r = await reader.read()) parts.push(r.value);
  await written;
  return concatBytes(parts);
}

/** True where the platform has a native zlib stream. */
export function hasNativeDeflate(): boolean {
  return typeof CompressionStream === 'function';
}

/** The arrays one after another in one array. */
export function concatBytes(parts: readonly Uint8Array[], length = parts.reduce((n, p) => n + p.length, 0)): Uint8Array {
  const out = new Uint8Array(length);
  let o = 0;
  for (const p of parts) {
    out.set(p, o);
    o += p.length;
  }
  return out;
}
