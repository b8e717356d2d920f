import { DEFAULT_FINISH, ENABLED_CAR_BODIES, PRODUCT_NAME, type CarBody, type Finish } from '@decalforge/shared';

/** Bodies with static templates built at `npm run build` (scripts/build-templates.ts): the enabled ones of CAR_BODY_INFO. */
export const TEMPLATE_BODIES: readonly CarBody[] = ENABLED_CAR_BODIES;

/** File names inside the package's car folder (and the template files they come from). */
export const PACKAGE_FILES = {
  decal: 'decal.png',
  detail: 'detail.png',
  body: 'Body.png',
  curvature: 'curvaturepack.png',
  mask: 'Mask.png',
  /** Default preset name; see PRESET_FILE_NAMES for the ALXS-RL-Mod option. */
  preset: 'decal.json',
  chassis: `${PRODUCT_NAME}_Chassis.png`,
  manifest: 'manifest.json',
  readme: 'readme.txt',
} as const;

/**
 * Preset file names offered (docs/decal-format.md §1): `decal.json`, or `Template.json`, the only name
 * ALXS-RL-Mod imports (AlphaConsole, RL-Designer and the reference loader take any name). Written
 * once in packages/shared (the API's query schema reads them too).
 */
export { PRESET_FILE_NAMES, type PresetFileName } from '@decalforge/shared';

/** Paths relative to the web root's `templates/` folder (public/templates on disk, /templates/ over HTTP). */
export const templatePaths = {
  body: (body: CarBody, finish: Finish) => `${body}/${finish}/${PACKAGE_FILES.body}`,
  defaultBody: (body: CarBody) => `${body}/${DEFAULT_FINISH}/${PACKAGE_FILES.body}`,
  curvature: (body: CarBody) => `${body}/${PACKAGE_FILES.curvature}`,
  chassis: () => `chassis/${PACKAGE_FILES.chassis}`,
};

export const TEMPLATES_URL_PREFIX = '/templates/';

export function templateUrl(path: string): string {
  return TEMPLATES_URL_PREFIX + path;
}
