/**
 * The download package's layout, shared by the browser (features/decal-package) and the server
 * (GET /api/v1/decals/:id/package.zip): file names, preset and readme, the car folders, errors.
 * Pure: no ZIP writer here (the ZIP step is `@decalforge/decal-engine/package/zip`), so pages that
 * only need the names do not load it.
 */
export { buildPackageFiles, carFolderName, validatePreset, type LayoutInput } from './package-layout';
export { PackageError, packageErrorMessage, type PackageErrorKind } from './package-errors';
export { promptSlug, rootFolderName, zipFileName } from './package-names';
export { buildReadme, DECAL_TEXTURES_DIR, type ReadmeCar, type ReadmeInput } from './readme';
export {
  PACKAGE_FILES,
  PRESET_FILE_NAMES,
  TEMPLATE_BODIES,
  TEMPLATES_URL_PREFIX,
  templatePaths,
  templateUrl,
  type PresetFileName,
} from './template-paths';
export type { CarAssets, DecalPackage, PackageFile, PackageMeta } from './types';
