import { CAR_BODY_INFO, type CarBody } from '@decalforge/shared';
import { buildManifest } from '../manifest';
import { buildPreset, type PresetEntry } from '../preset';
import type { CarAssets, DecalPackage, PackageFile, PackageMeta } from './types';
import { PackageError } from './package-errors';
import { rootFolderName, zipFileName } from './package-names';
import { buildReadme, type ReadmeCar } from './readme';
import { PACKAGE_FILES, type PresetFileName } from './template-paths';

export interface LayoutInput {
  input: PackageMeta;
  /** One entry per car folder (one for a normal download, three for "all bodies"). */
  cars: CarAssets[];
  /** The dark chassis PNG, or null when it is not wanted or could not be loaded. */
  chassis: Uint8Array | null;
  date: Date;
  warnings?: string[];
  /** Name the ZIP after all bodies instead of the input's body. */
  allBodies?: boolean;
}

/** Folder name of a car inside the decal folder ("Octane", "Fennec", "Dominus"). */
export function carFolderName(body: CarBody): string {
  return CAR_BODY_INFO[body].name;
}

/**
 * Checks a preset against AlphaConsole's rules before it ships: an object of uniquely named
 * entries, integer BodyID/SkinID, and every image it names present in the same folder.
 */
export function validatePreset(preset: Record<string, PresetEntry>, filesInFolder: ReadonlySet<string>, takenNames: Set<string>): void {
  const names = Object.keys(preset);
  if (names.length === 0) throw new PackageError('presetFailed', 'no decal entry');
  for (const name of names) {
    if (!name.trim()) throw new PackageError('presetFailed', 'empty decal name');
    if (takenNames.has(name)) throw new PackageError('presetFailed', `duplicate decal name "${name}"`);
    takenNames.add(name);
    const entry = preset[name];
    if (!Number.isInteger(entry.BodyID)) throw new PackageError('presetFailed', `invalid BodyID for "${name}"`);
    if (!Number.isInteger(entry.SkinID)) throw new PackageError('presetFailed', `invalid SkinID for "${name}"`);
    const images = [...Object.values(entry.Body ?? {}), ...Object.values(entry.Chassis ?? {})];
    if (images.length === 0) throw new PackageError('presetFailed', `no textures for "${name}"`);
    for (const file of images) {
      if (typeof file !== 'string' || !filesInFolder.has(file))
        throw new PackageError('presetFailed', `"${String(file)}" is not in the package`);
    }
  }
}

/**
 * The package's files: `readme.txt` and `manifest.json` at the ZIP's top level, beside the decal
 * folder `<root>/<Car>/{decal.json, decal.png, Mask.png, ...}`. Only `<root>` is copied into
 * DecalTextures: AlphaConsole-style readers scan every `*.json` under it recursively and turn
 * each top-level key into a decal, so the manifest must not end up there (it added 8 junk
 * entries to the reference loader's list). The readme says so; "Install to folder" writes
 * `installFiles` (the decal folder with the readme inside, no manifest).
 */
export function buildPackageFiles({ input, cars, chassis, date, warnings = [], allBodies = false }: LayoutInput): DecalPackage {
  if (cars.length === 0) throw new PackageError('packageFailed', 'no car');
  const rootFolder = rootFolderName(input.prompt, date);
  const files: PackageFile[] = [];
  const readmeCars: ReadmeCar[] = [];
  const takenNames = new Set<string>();
  const chassisIncluded = chassis !== null;
  const presetFile: PresetFileName = input.presetFile ?? PACKAGE_FILES.preset;
  const seenBodies = new Set<CarBody>();

  for (const car of cars) {
    if (seenBodies.has(car.body)) throw new PackageError('packageFailed', `duplicate car ${car.body}`);
    seenBodies.add(car.body);
    const folder = carFolderName(car.body);
    const dir = `${rootFolder}/${folder}/`;
    const images: PackageFile[] = [
      { path: dir + PACKAGE_FILES.decal, data: car.decal, kind: 'png' },
      { path: dir + PACKAGE_FILES.detail, data: car.detail, kind: 'png' },
      { path: dir + PACKAGE_FILES.body, data: car.bodyTemplate, kind: 'png' },
      { path: dir + PACKAGE_FILES.curvature, data: car.curvature, kind: 'png' },
      { path: dir + PACKAGE_FILES.mask, data: car.mask, kind: 'png' },
    ];
    if (chassis) images.push({ path: dir + PACKAGE_FILES.chassis, data: chassis, kind: 'png' });

    let preset: Record<string, PresetEntry>;
    try {
      preset = buildPreset({
        carBody: car.body,
        prompt: input.prompt,
        chassis: chassisIncluded ? input.chassis : 'none',
        date,
        files: { diffuse: PACKAGE_FILES.decal, skin: PACKAGE_FILES.mask, chassis: PACKAGE_FILES.chassis },
      });
    } catch (e) {
      throw new PackageError('presetFailed', e instanceof Error ? e.message : String(e));
    }
    validatePreset(preset, new Set(images.map((f) => f.path.slice(dir.length))), takenNames);
    const [displayName, entry] = Object.entries(preset)[0];
    readmeCars.push({ body: car.body, folder, displayName, bodyId: entry.BodyID, skinId: entry.SkinID });
    files.push({ path: dir + presetFile, data: JSON.stringify(preset, null, 2) + '\n', kind: 'text' }, ...images);
  }

  const manifest = buildManifest({
    carBody: input.carBody,
    prompt: input.prompt,
    finish: input.finish,
    seed: input.seed,
    generatedAt: date,
    logoMode: input.logoMode,
  });
  if (allBodies) manifest.bodies = cars.map((c) => c.body);
  const readme = buildReadme({
    rootFolder,
    prompt: input.prompt,
    finish: input.finish,
    cars: readmeCars,
    chassisIncluded,
    generatedAt: date,
    warnings,
    presetFile,
  });
  const installFiles: PackageFile[] = [{ path: `${rootFolder}/${PACKAGE_FILES.readme}`, data: readme, kind: 'text' }, ...files];
  files.unshift(
    { path: PACKAGE_FILES.readme, data: readme, kind: 'text' },
    { path: PACKAGE_FILES.manifest, data: JSON.stringify(manifest, null, 2) + '\n', kind: 'text' },
  );
  return { zipName: zipFileName(allBodies ? 'all' : input.carBody, date), rootFolder, files, installFiles, presetFile, warnings };
}
