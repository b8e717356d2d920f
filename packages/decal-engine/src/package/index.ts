/** Download-package parts. Browser-safe: no node imports, no canvas/sharp. */
export { buildNormalMap } from './normal-map';
export { buildSkinMask, SKIN_LITERAL, SKIN_PRIMARY, SKIN_WINDOW, type SkinMaskOptions } from './skin-mask';
export { buildWindowMask, WINDOW_SHAPES } from './window-shapes';
export { encodeRgbaPng } from './encode-png';
export { buildBodyTemplate } from './body-template';
export { buildCurvaturePack } from './curvature-pack';
export { buildChassisImage } from './chassis-image';
export { buildBodyMask } from './body-mask';
export { BODY_IDS, buildPreset, presetName, timeCode, DEFAULT_PRESET_FILES, type PresetEntry, type PresetFiles } from './preset';
export { buildManifest, MANIFEST_VERSION_KEY, type ManifestInput } from './manifest';
export { validatePack, PACK_SCOPE, PACK_TEXTURE_SIZE, type PackCheck, type PackReport } from './validate-pack';
