/**
 * Preset file names of the download package (docs/decal-format.md §1): `decal.json`, or
 * `Template.json`, the only name ALXS-RL-Mod imports. Plain constants: no zod here (the package
 * builder in packages/decal-engine and the public API's query schema both read them).
 */
export const PRESET_FILE_NAMES = ['decal.json', 'Template.json'] as const;
export type PresetFileName = (typeof PRESET_FILE_NAMES)[number];
