import type { PresetFileName } from '@decalforge/shared';
import type { ApiClient } from './api-client';
import { outputPath, saveFile } from './save-file';

export interface PackageChoices {
  /** `all`, or a comma-separated list of bodies; the decal's own body when absent. */
  bodies?: string;
  preset?: PresetFileName;
  out?: string;
}

export interface SavedPackage {
  path: string;
  bytes: number;
}

/** Downloads a finished decal's AlphaConsole package (GET /api/v1/decals/:id/package.zip) and saves it. */
export async function downloadPackage(api: ApiClient, cwd: string, id: string, choices: PackageChoices): Promise<SavedPackage> {
  const query = new URLSearchParams();
  if (choices.bodies) query.set('bodies', choices.bodies);
  if (choices.preset) query.set('preset', choices.preset);
  const search = query.size > 0 ? `?${query}` : '';
  const pack = await api.download(`/api/v1/decals/${encodeURIComponent(id)}/package.zip${search}`);
  const path = await outputPath(cwd, choices.out, pack.fileName ?? `DecalForge_${id}.zip`);
  await saveFile(path, pack.bytes);
  return { path, bytes: pack.bytes.byteLength };
}

export function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
