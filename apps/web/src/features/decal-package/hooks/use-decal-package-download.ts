import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { MESSAGES } from '@decalforge/shared';
import type { DecalPackage, PackageInput } from '../types';
import { canInstallToFolder, isPickerAbort, pickInstallFolder } from '../lib/install-to-folder';
import { PACKAGE_ACTION_TEXT } from '../lib/install-messages';
import { loadPipeline } from '../lib/load-pipeline';
import { PackageError, packageErrorMessage } from '@decalforge/decal-engine/package/builder/package-errors';
import type { PresetFileName } from '@decalforge/decal-engine/package/builder/template-paths';
import { readPresetFilePreference, writePresetFilePreference } from '../lib/preset-file-preference';
import { saveBlob } from '../lib/save-blob';
import { browserPrebuildEnv, createPrebuildScheduler, type PrebuildScheduler } from '../lib/prebuild-scheduler';

export type PackageAction = 'zip' | 'all-bodies' | 'folder';

async function saveZip(pkg: DecalPackage): Promise<void> {
  try {
    const { zipPackage } = await loadPipeline();
    saveBlob(await zipPackage(pkg), pkg.zipName);
  } catch (e) {
    console.error('[decal-package] ZIP failed', e);
    throw new PackageError('failed');
  }
}

/** The input with the chosen preset name unless the caller set one. */
function withPresetFile(input: PackageInput, presetFile: PresetFileName): PackageInput {
  return { ...input, presetFile: input.presetFile ?? presetFile };
}

/**
 * Prebuilds through the lazy pipeline chunk. Calls are queued on the one import promise, so they
 * run in order; `latest` drops a start that a later cancel or start overtook while loading.
 */
function pipelinePrebuildEnv() {
  let latest = 0;
  const start = (input: PackageInput) => {
    const mine = ++latest;
    void loadPipeline().then(
      (p) => (mine === latest ? p.prebuildPackage(input) : undefined),
      () => undefined,
    );
  };
  const cancel = () => {
    latest++;
    void loadPipeline().then(
      (p) => p.cancelPrebuild(),
      () => undefined,
    );
  };
  return browserPrebuildEnv(start, cancel);
}

async function build(input: PackageInput, allBodies = false): Promise<DecalPackage> {
  let pipeline;
  try {
    pipeline = await loadPipeline();
  } catch (e) {
    console.error('[decal-package] could not load the package builder', e);
    throw new PackageError('packageFailed');
  }
  return pipeline.buildDecalPackage(input, { allBodies });
}

/**
 * Builds the installable AlphaConsole package in the browser: Download ZIP (docs/product-rules.md, Download package),
 * "Download for all bodies" (one ZIP, three car folders) and "Install to folder" (Chromium).
 * One package at a time; `downloadingId` is the variant/decal whose ZIP is being built.
 */
export function useDecalPackageDownload() {
  const [busy, setBusy] = useState<{ id: string; action: PackageAction } | null>(null);
  const busyRef = useRef(false);
  const [folderSupported] = useState(canInstallToFolder);
  // Package option: preset named decal.json or Template.json (also read by ALXS-RL-Mod; docs/decal-format.md §1).
  const [presetFile, setPresetFileState] = useState<PresetFileName>(readPresetFilePreference);
  const presetFileRef = useRef(presetFile);
  const setPresetFile = useCallback((name: PresetFileName) => {
    presetFileRef.current = name;
    setPresetFileState(name);
    writePresetFilePreference(name);
  }, []);

  // Load and compile the worker while the user looks at the page, not after the click.
  useEffect(() => {
    const warmUp = () =>
      void loadPipeline().then(
        (p) => p.warmUpPackageWorker(),
        () => undefined,
      );
    const w = window as Window & { requestIdleCallback?: (cb: () => void) => number };
    const t = w.requestIdleCallback ? w.requestIdleCallback(warmUp) : window.setTimeout(warmUp, 500);
    return () => {
      if (!w.requestIdleCallback) window.clearTimeout(t);
    };
  }, []);

  // Speculative builds of the result on screen (lib/prebuild-scheduler.ts). Created on first
  // use: the cards offer their decal in their own effects, which run before this component's.
  const scheduler = useRef<PrebuildScheduler | null>(null);
  useEffect(
    () => () => {
      scheduler.current?.dispose();
      scheduler.current = null;
    },
    [],
  );
  /** Offers a decal on screen for a speculative build; returns the withdrawal (see usePackagePrebuild). */
  const prebuild = useCallback((input: PackageInput) => {
    if (!input.imageUrl && !input.imageBlob) return () => undefined;
    scheduler.current ??= createPrebuildScheduler(pipelinePrebuildEnv());
    return scheduler.current.offer(input);
  }, []);

  const run = useCallback(async (id: string, action: PackageAction, task: () => Promise<void>) => {
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy({ id, action });
    try {
      await task();
    } catch (e) {
      if (isPickerAbort(e)) return;
      if (!(e instanceof PackageError)) console.error('[decal-package]', e);
      toast.error(packageErrorMessage(e));
    } finally {
      busyRef.current = false;
      setBusy(null);
    }
  }, []);

  const missingImage = (input: PackageInput) => {
    if (input.imageUrl || input.imageBlob) return false;
    toast.error(MESSAGES.download.noUrl);
    return true;
  };

  const download = useCallback(
    (input: PackageInput) => {
      if (missingImage(input)) return Promise.resolve();
      return run(input.id, 'zip', async () => {
        toast.info(MESSAGES.download.preparing);
        await saveZip(await build(withPresetFile(input, presetFileRef.current)));
        toast.success(MESSAGES.download.success);
      });
    },
    [run],
  );

  const downloadAllBodies = useCallback(
    (jobId: string, input: PackageInput) => {
      if (missingImage(input)) return Promise.resolve();
      return run(input.id, 'all-bodies', async () => {
        toast.info(MESSAGES.download.preparing);
        await saveZip(await build(withPresetFile({ ...input, jobId }, presetFileRef.current), true));
        toast.success(MESSAGES.download.success);
      });
    },
    [run],
  );

  const installToFolder = useCallback(
    (input: PackageInput) => {
      if (missingImage(input) || busyRef.current) return Promise.resolve();
      // The picker has to open within the click's user activation: ask before any await.
      const picked = pickInstallFolder();
      picked.catch(() => undefined);
      return run(input.id, 'folder', async () => {
        const dir = await picked;
        toast.info(MESSAGES.download.preparing);
        const pkg = await build(withPresetFile(input, presetFileRef.current));
        try {
          const { writePackageToFolder } = await loadPipeline();
          await writePackageToFolder(pkg, dir);
        } catch (e) {
          console.error('[decal-package] writing to the folder failed', e);
          throw new PackageError('failed');
        }
        toast.success(PACKAGE_ACTION_TEXT.installed(`${dir.name}/${pkg.rootFolder}`));
      });
    },
    [run],
  );

  return {
    download,
    downloadAllBodies,
    installToFolder,
    canInstallToFolder: folderSupported,
    /** Preset file name used for every package (remembered in localStorage). */
    presetFile,
    setPresetFile,
    prebuild,
    /** The id whose Download ZIP is running ("Downloading..."). */
    downloadingId: busy?.action === 'zip' ? busy.id : null,
    busy,
  };
}

export type DecalPackageDownload = ReturnType<typeof useDecalPackageDownload>;
