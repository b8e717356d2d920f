import { zipPackageFiles } from '@decalforge/decal-engine/package/zip';
import type { DecalPackage } from '../types';
import { measureStep } from './perf';

/** The package as a ZIP (the engine's one ZIP step, shared with the server), timed for the benchmark. */
export async function zipPackage(pkg: DecalPackage, date = new Date()): Promise<Blob> {
  const start = performance.now();
  const blob = await zipPackageFiles(pkg.files, 'blob', date);
  measureStep('zip', start);
  return blob;
}
