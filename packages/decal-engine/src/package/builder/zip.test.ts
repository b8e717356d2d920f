import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { cachedCrc32, crc32, zipPackageFiles } from './zip';
import type { PackageFile } from './types';

/** The plain byte-at-a-time CRC-32 the sliced one must equal. */
function referenceCrc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  }
  return (c ^ 0xffffffff) >>> 0;
}

/** Central directory records: name → method, version made by, external attributes. */
function centralRecords(
  bytes: Uint8Array,
): Map<string, { method: number; madeBy: number; attrs: number; flags: number; compressed: number }> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const out = new Map<string, { method: number; madeBy: number; attrs: number; flags: number; compressed: number }>();
  for (let i = 0; i + 46 < bytes.length; i++) {
    if (view.getUint32(i, true) !== 0x02014b50) continue;
    const nameLen = view.getUint16(i + 28, true);
    out.set(new TextDecoder().decode(bytes.subarray(i + 46, i + 46 + nameLen)), {
      madeBy: view.getUint16(i + 4, true),
      flags: view.getUint16(i + 8, true),
      method: view.getUint16(i + 10, true),
      attrs: view.getUint32(i + 38, true),
      compressed: view.getUint32(i + 20, true),
    });
    i += 45 + nameLen;
  }
  return out;
}

describe('crc32', () => {
  it('gives the standard check value and the plain loop’s result at every length', () => {
    expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926);
    const bytes = Uint8Array.from({ length: 300 }, (_, i) => (i * 151 + 7) & 255);
    for (let n = 0; n <= 40; n++) expect(crc32(bytes.subarray(3, 3 + n))).toBe(referenceCrc32(bytes.subarray(3, 3 + n)));
    expect(crc32(bytes)).toBe(referenceCrc32(bytes));
    expect(cachedCrc32(bytes)).toBe(referenceCrc32(bytes));
    expect(cachedCrc32(bytes)).toBe(referenceCrc32(bytes));
  });
});

describe('zipPackageFiles', () => {
  const png = Uint8Array.from({ length: 5000 }, (_, i) => (i * 31) & 255);
  const files: PackageFile[] = [
    { path: 'readme.txt', data: 'Copy the folder.\n'.repeat(50), kind: 'text' },
    { path: 'manifest.json', data: '{"a":1}', kind: 'text' },
    { path: 'Pack_é/Octane/decal.png', data: png, kind: 'png' },
    { path: 'Pack_é/Octane/decal.json', data: '{"x":{"BodyID":23}}', kind: 'text' },
    { path: 'Pack_é/Fennec/decal.png', data: png, kind: 'png' },
  ];
  const date = new Date('2026-05-01T13:45:30Z');

  it('writes a ZIP readers open: folders, stored PNGs, deflated text, UTF-8 names, DOS attributes, the date', async () => {
    for (const type of ['uint8array', 'nodebuffer', 'blob'] as const) {
      const out = await zipPackageFiles(files, type, date);
      const bytes = out instanceof Blob ? new Uint8Array(await out.arrayBuffer()) : out;
      const zip = await JSZip.loadAsync(bytes);
      expect(Object.keys(zip.files)).toEqual([
        'readme.txt',
        'manifest.json',
        'Pack_é/',
        'Pack_é/Octane/',
        'Pack_é/Octane/decal.png',
        'Pack_é/Octane/decal.json',
        'Pack_é/Fennec/',
        'Pack_é/Fennec/decal.png',
      ]);
      expect(await zip.file('readme.txt')!.async('string')).toBe(files[0].data);
      expect(await zip.file('Pack_é/Octane/decal.json')!.async('string')).toBe(files[3].data);
      expect(await zip.file('Pack_é/Fennec/decal.png')!.async('uint8array')).toEqual(png);
      expect(zip.files['Pack_é/'].dir).toBe(true);
      expect(zip.files['readme.txt'].date.toISOString()).toBe('2026-05-01T13:45:30.000Z');
      const records = centralRecords(bytes);
      for (const f of files) expect(records.get(f.path)?.method, f.path).toBe(f.kind === 'png' ? 0 : 8);
      expect(records.get('Pack_é/')).toMatchObject({ madeBy: 0x14, attrs: 0x10, flags: 0x800 });
      expect(records.get('readme.txt')).toMatchObject({ madeBy: 0x14, attrs: 0, flags: 0 });
      // Deflated text is smaller than it was.
      expect(records.get('readme.txt')!.compressed).toBeLessThan((files[0].data as string).length / 5);
    }
  });

  it('checks its CRCs: JSZip verifies them when asked', async () => {
    const zip = await JSZip.loadAsync(await zipPackageFiles(files, 'uint8array', date), { checkCRC32: true });
    expect(Object.keys(zip.files)).toHaveLength(8);
  });
});
