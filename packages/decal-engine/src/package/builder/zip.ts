import JSZip from 'jszip';
import type { PackageFile } from './types';

/** What the ZIP is returned as: a Blob in the browser, a Buffer on the server. */
export interface ZipOutputs {
  blob: Blob;
  nodebuffer: Uint8Array;
  uint8array: Uint8Array;
}

/**
 * The package's files as a ZIP, the same for the browser and the server: PNGs stored as they are
 * (already deflated), JSON and text deflated (level 6), DOS attributes, every entry dated `date`.
 */
export async function zipPackageFiles<T extends keyof ZipOutputs>(
  files: readonly PackageFile[],
  type: T,
  date = new Date(),
): Promise<ZipOutputs[T]> {
  const zip = new JSZip();
  for (const f of files) {
    zip.file(f.path, f.data, { binary: f.kind === 'png', compression: f.kind === 'png' ? 'STORE' : 'DEFLATE', date });
  }
  return (await zip.generateAsync({
    type,
    mimeType: 'application/zip',
    compression: 'DEFLATE',
    compressionOptions: { level: 6 },
    platform: 'DOS',
  })) as ZipOutputs[T];
}
