import { concatBytes, nativeZlib } from './native-zlib';
import type { PackageFile } from './types';

/** What the ZIP is returned as: a Blob in the browser, a Buffer on the server. */
export interface ZipOutputs {
  blob: Blob;
  nodebuffer: Uint8Array;
  uint8array: Uint8Array;
}

/*
 * The package ZIP is written here rather than by jszip: jszip streams every file in 16 KB chunks,
 * one task each, so on a busy main thread (the Create page's 3D preview starting) the ~15 MB of
 * PNGs took up to ~700 ms of waiting between chunks. A package is a handful of files already in
 * memory, so one synchronous pass writes the headers around them: PNGs are stored as they are
 * (already deflated), text is deflated with the platform's zlib (CompressionStream: browsers and
 * Node ≥ 18). The CRC-32 of a byte array is remembered per array, so the templates and a decal's
 * prepared PNGs, the same arrays click after click, are summed once.
 */

/** CRC-32 tables for slicing by 8 (8 bytes per step: the PNGs are megabytes). */
const CRC_TABLES = (() => {
  const t = new Uint32Array(8 * 256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  for (let n = 0; n < 256; n++) {
    for (let k = 1; k < 8; k++) t[k * 256 + n] = (t[(k - 1) * 256 + n] >>> 8) ^ t[t[(k - 1) * 256 + n] & 0xff];
  }
  return t;
})();

/** CRC-32 (ZIP, PNG) of `bytes`. */
export function crc32(bytes: Uint8Array): number {
  const t = CRC_TABLES;
  let c = 0xffffffff;
  let i = 0;
  const end8 = bytes.length - (bytes.length % 8);
  for (; i < end8; i += 8) {
    const a = (bytes[i] | (bytes[i + 1] << 8) | (bytes[i + 2] << 16) | (bytes[i + 3] << 24)) ^ c;
    c =
      t[7 * 256 + (a & 0xff)] ^
      t[6 * 256 + ((a >>> 8) & 0xff)] ^
      t[5 * 256 + ((a >>> 16) & 0xff)] ^
      t[4 * 256 + (a >>> 24)] ^
      t[3 * 256 + bytes[i + 4]] ^
      t[2 * 256 + bytes[i + 5]] ^
      t[256 + bytes[i + 6]] ^
      t[bytes[i + 7]];
  }
  for (; i < bytes.length; i++) c = t[(c ^ bytes[i]) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

const crcs = new WeakMap<Uint8Array, number>();

/** crc32, remembered per array (package files are never changed once made). */
export function cachedCrc32(bytes: Uint8Array): number {
  let c = crcs.get(bytes);
  if (c === undefined) crcs.set(bytes, (c = crc32(bytes)));
  return c;
}

/** Raw DEFLATE (RFC 1951) by the platform's zlib: the zlib stream without its 2-byte header and Adler-32. */
async function deflateRaw(data: Uint8Array): Promise<Uint8Array> {
  const zlib = await nativeZlib(data);
  return zlib.subarray(2, zlib.length - 4);
}

/** DOS time and date of `date` in UTC (as jszip wrote them: the package's time code is UTC too). */
function dosDateTime(date: Date): [time: number, day: number] {
  const time = (date.getUTCHours() << 11) | (date.getUTCMinutes() << 5) | (date.getUTCSeconds() >> 1);
  const day = ((date.getUTCFullYear() - 1980) << 9) | ((date.getUTCMonth() + 1) << 5) | date.getUTCDate();
  return [time, day];
}

interface Entry {
  name: Uint8Array;
  utf8: boolean;
  dir: boolean;
  method: 0 | 8;
  crc: number;
  size: number;
  data: Uint8Array;
  offset: number;
}

const encoder = new TextEncoder();

/** Local file header (30 bytes + name) and the matching central directory record (46 bytes + name). */
function headers(e: Entry, time: number, day: number): [local: Uint8Array, central: Uint8Array] {
  const local = new Uint8Array(30 + e.name.length);
  const central = new Uint8Array(46 + e.name.length);
  const l = new DataView(local.buffer);
  const c = new DataView(central.buffer);
  const needed = e.method === 8 ? 20 : 10;
  const flags = e.utf8 ? 0x0800 : 0;
  l.setUint32(0, 0x04034b50, true);
  l.setUint16(4, needed, true);
  l.setUint16(6, flags, true);
  l.setUint16(8, e.method, true);
  l.setUint16(10, time, true);
  l.setUint16(12, day, true);
  l.setUint32(14, e.crc, true);
  l.setUint32(18, e.data.length, true);
  l.setUint32(22, e.size, true);
  l.setUint16(26, e.name.length, true);
  local.set(e.name, 30);
  c.setUint32(0, 0x02014b50, true);
  c.setUint16(4, 0x0014, true); // made by: DOS, 2.0 (the attributes below are DOS attributes)
  central.set(local.subarray(4, 28), 6); // needed … name length, as in the local header
  c.setUint32(38, e.dir ? 0x10 : 0, true);
  c.setUint32(42, e.offset, true);
  central.set(e.name, 46);
  return [local, central];
}

/**
 * The package's files as a ZIP, the same for the browser and the server: PNGs stored as they are
 * (already deflated), JSON and text deflated, DOS attributes, a folder entry before the first file
 * of each folder (as unzip tools and jszip list them), every entry dated `date`.
 */
export async function zipPackageFiles<T extends keyof ZipOutputs>(
  files: readonly PackageFile[],
  type: T,
  date = new Date(),
): Promise<ZipOutputs[T]> {
  const entries: Entry[] = [];
  const folders = new Set<string>();
  const entryOf = (path: string, dir: boolean, method: 0 | 8, data: Uint8Array, size: number, crc: number): Entry => {
    const name = encoder.encode(path);
    return { name, utf8: name.length !== path.length, dir, method, crc, size, data, offset: 0 };
  };
  // Text is deflated concurrently (a few KB each); the PNGs' CRCs are summed meanwhile.
  const pending: Array<Promise<void>> = [];
  for (const f of files) {
    const parts = f.path.split('/');
    for (let i = 1; i < parts.length; i++) {
      const folder = parts.slice(0, i).join('/') + '/';
      if (folders.has(folder)) continue;
      folders.add(folder);
      entries.push(entryOf(folder, true, 0, new Uint8Array(0), 0, 0));
    }
    const bytes = typeof f.data === 'string' ? encoder.encode(f.data) : f.data;
    if (f.kind === 'png') {
      entries.push(entryOf(f.path, false, 0, bytes, bytes.length, cachedCrc32(bytes)));
    } else {
      const e = entryOf(f.path, false, 8, bytes, bytes.length, crc32(bytes));
      entries.push(e);
      pending.push(deflateRaw(bytes).then((d) => void (e.data = d)));
    }
  }
  await Promise.all(pending);

  const [time, day] = dosDateTime(date);
  const parts: Uint8Array[] = [];
  const centrals: Uint8Array[] = [];
  let offset = 0;
  for (const e of entries) {
    e.offset = offset;
    const [local, central] = headers(e, time, day);
    parts.push(local, e.data);
    centrals.push(central);
    offset += local.length + e.data.length;
  }
  const centralSize = centrals.reduce((n, c) => n + c.length, 0);
  const end = new Uint8Array(22);
  const v = new DataView(end.buffer);
  v.setUint32(0, 0x06054b50, true);
  v.setUint16(8, entries.length, true);
  v.setUint16(10, entries.length, true);
  v.setUint32(12, centralSize, true);
  v.setUint32(16, offset, true);
  const all = [...parts, ...centrals, end];

  if (type === 'blob') return new Blob(all as Uint8Array<ArrayBuffer>[], { type: 'application/zip' }) as ZipOutputs[T];
  const bytes = concatBytes(all);
  if (type === 'nodebuffer') {
    // A Node Buffer over the same memory when Buffer exists (the engine itself stays browser-safe).
    const NodeBuffer = (globalThis as { Buffer?: { from(b: ArrayBufferLike, o: number, l: number): Uint8Array } }).Buffer;
    if (NodeBuffer) return NodeBuffer.from(bytes.buffer, bytes.byteOffset, bytes.length) as ZipOutputs[T];
  }
  return bytes as ZipOutputs[T];
}
