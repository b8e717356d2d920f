import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { buildPackageFiles } from '@decalforge/decal-engine/package/builder';
import { testCar, testInput } from './test-fixtures';
import { zipPackage } from './zip-package';

/** Compression method per entry from the ZIP's central directory (0 = STORE, 8 = DEFLATE). */
function methods(bytes: Uint8Array): Map<string, number> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const out = new Map<string, number>();
  for (let i = 0; i + 46 < bytes.length; i++) {
    if (view.getUint32(i, true) !== 0x02014b50) continue;
    const method = view.getUint16(i + 10, true);
    const nameLen = view.getUint16(i + 28, true);
    out.set(new TextDecoder().decode(bytes.subarray(i + 46, i + 46 + nameLen)), method);
    i += 45 + nameLen;
  }
  return out;
}

describe('zipPackage', () => {
  it('stores PNGs, deflates text, and keeps the folder layout', async () => {
    const pkg = buildPackageFiles({ input: testInput(), cars: [testCar('octane')], chassis: null, date: new Date('2026-05-01T00:00:00Z') });
    const blob = await zipPackage(pkg);
    const bytes = new Uint8Array(await blob.arrayBuffer());
    const m = methods(bytes);
    for (const f of pkg.files) expect(m.get(f.path)).toBe(f.kind === 'png' ? 0 : 8);
    const zip = await JSZip.loadAsync(bytes);
    expect(Object.keys(zip.files)).toContain(`${pkg.rootFolder}/Octane/`);
    // readme.txt and manifest.json at the top, beside the decal folder (not inside it).
    expect(zip.file(`${pkg.rootFolder}/manifest.json`)).toBeNull();
    expect(zip.file('manifest.json')).not.toBeNull();
    const readme = await zip.file('readme.txt')!.async('string');
    expect(readme).toContain('DecalTextures');
    const decal = await zip.file(`${pkg.rootFolder}/Octane/decal.png`)!.async('uint8array');
    expect(decal).toEqual(pkg.files.find((f) => f.path.endsWith('/decal.png'))!.data);
  });
});
