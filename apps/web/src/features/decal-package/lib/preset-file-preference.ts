import { PACKAGE_FILES, PRESET_FILE_NAMES, type PresetFileName } from '@decalforge/decal-engine/package/builder/template-paths';

/** localStorage key of the remembered preset name (a package option, per browser). */
export const PRESET_FILE_STORAGE_KEY = 'decalforge:package-preset-file';

/** The remembered preset name; `decal.json` when nothing (valid) is stored or storage is blocked. */
export function readPresetFilePreference(): PresetFileName {
  try {
    const stored = window.localStorage.getItem(PRESET_FILE_STORAGE_KEY);
    return (PRESET_FILE_NAMES as readonly string[]).includes(stored ?? '') ? (stored as PresetFileName) : PACKAGE_FILES.preset;
  } catch {
    return PACKAGE_FILES.preset;
  }
}

/** Remembers the preset name; storage errors (private mode, quota) only lose the memory. */
export function writePresetFilePreference(name: PresetFileName): void {
  try {
    window.localStorage.setItem(PRESET_FILE_STORAGE_KEY, name);
  } catch {
    // not remembered, still used for this page
  }
}
