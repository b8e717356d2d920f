import type { DecalPackage } from '../types';

/** The slice of the File System Access API used here (Chromium: window.showDirectoryPicker). */
export interface DirectoryHandleLike {
  readonly name: string;
  getDirectoryHandle(name: string, options?: { create?: boolean }): Promise<DirectoryHandleLike>;
  getFileHandle(name: string, options?: { create?: boolean }): Promise<{ createWritable(): Promise<WritableLike> }>;
}
interface WritableLike {
  write(data: Blob | string): Promise<void>;
  close(): Promise<void>;
}

type PickerWindow = Window & {
  showDirectoryPicker?: (options?: { id?: string; mode?: 'read' | 'readwrite'; startIn?: string }) => Promise<DirectoryHandleLike>;
};

/** True where the browser can write into a folder the user picks (Chromium desktop). */
export function canInstallToFolder(): boolean {
  return typeof window !== 'undefined' && typeof (window as PickerWindow).showDirectoryPicker === 'function' && window.isSecureContext;
}

/** Asks for the target folder (must run inside the click's user activation). */
export function pickInstallFolder(): Promise<DirectoryHandleLike> {
  const picker = (window as PickerWindow).showDirectoryPicker;
  if (!picker) return Promise.reject(new Error('Folder access is not supported in this browser'));
  return picker.call(window, { id: 'decalforge-decaltextures', mode: 'readwrite', startIn: 'documents' });
}

/** True when the user closed the folder picker without choosing. */
export function isPickerAbort(err: unknown): boolean {
  return err instanceof DOMException && err.name === 'AbortError';
}

/**
 * Writes the package's install files under `dir` (creating `<root>/<Car>/…`), overwriting
 * same-named files. Not the ZIP's top-level manifest.json: readers would list it as decals.
 */
export async function writePackageToFolder(pkg: DecalPackage, dir: DirectoryHandleLike): Promise<void> {
  const folders = new Map<string, Promise<DirectoryHandleLike>>();
  const folder = (path: string): Promise<DirectoryHandleLike> => {
    if (!path) return Promise.resolve(dir);
    let p = folders.get(path);
    if (!p) {
      const cut = path.lastIndexOf('/');
      p = folder(cut < 0 ? '' : path.slice(0, cut)).then((parent) => parent.getDirectoryHandle(path.slice(cut + 1), { create: true }));
      folders.set(path, p);
    }
    return p;
  };
  await Promise.all(
    pkg.installFiles.map(async (f) => {
      const cut = f.path.lastIndexOf('/');
      const parent = await folder(cut < 0 ? '' : f.path.slice(0, cut));
      const handle = await parent.getFileHandle(f.path.slice(cut + 1), { create: true });
      const writable = await handle.createWritable();
      await writable.write(typeof f.data === 'string' ? f.data : new Blob([f.data as Uint8Array<ArrayBuffer>]));
      await writable.close();
    }),
  );
}
