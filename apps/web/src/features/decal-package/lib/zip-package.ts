import JSZip from 'jszip';
import type { DecalPackage } from '../types';
import { measureStep } from './perf';

/** The package as a ZIP: PNGs stored as they are (already deflated), JSON and text deflated. */
export async function zipPackage(pkg: DecalPackage, date = new Date()): Promise<Blob> {
  const start = performance.now();
  const zip = new JSZip();
  for (const f of pkg.files) {
    zip.file(f.path, f.data, { binary: f.kind === 'png', compression: f.kind === 'png' ? 'STORE' : 'DEFLATE', date });
  }
  const blob = await zip.generateAsync({
    type: 'blob',
    mimeType: 'application/zip',
    compression: 'DEFLATE',
    compressionOptions: { level: 6 },
    platform: 'DOS',
  });
  measureStep('zip', start);
  return blob;
}
