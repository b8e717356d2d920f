import type { CarBody } from '@decalforge/shared';
import type { ProcessedDecal } from '../workers/process-decal';
import type { PackageInput } from '../types';
import { PackageError } from '@decalforge/decal-engine/package/builder/package-errors';

/** Where a decal's PNG comes from (the page's blob, or its URL). */
export type DecalSource = Pick<PackageInput, 'imageUrl' | 'imageBlob'>;

/** A decal's PNG with the worker's detail.png and Mask.png for one body. */
export interface PreparedDecal {
  png: Uint8Array;
  processed: ProcessedDecal;
}

export interface PreparedDecalDeps {
  loadPng(source: DecalSource, body: CarBody): Promise<Uint8Array>;
  process(png: Uint8Array, body: CarBody, signal: AbortSignal): Promise<ProcessedDecal>;
}

interface Entry {
  key: string;
  controller: AbortController;
  promise: Promise<PreparedDecal>;
  settled: boolean;
  /** A click waits for it: never cancelled by speculation (it may be replaced, not stopped). */
  pinned: boolean;
}

const blobIds = new WeakMap<Blob, number>();
let nextBlobId = 1;

/**
 * What detail.png and Mask.png depend on: the decal's pixels and the body (its window zone).
 * Nothing else of the package does (finish, chassis, prompt and the preset name only change the
 * layout, done at the click), so a prepared decal stays right when those settings change.
 */
export function decalKey(source: DecalSource, body: CarBody): string | null {
  if (source.imageBlob) {
    let id = blobIds.get(source.imageBlob);
    if (id === undefined) blobIds.set(source.imageBlob, (id = nextBlobId++));
    return `blob:${id}|${source.imageUrl ?? ''}|${body}`;
  }
  return source.imageUrl ? `url:${source.imageUrl}|${body}` : null;
}

export function isAbortError(e: unknown): boolean {
  return e instanceof DOMException && e.name === 'AbortError';
}

/**
 * One decal's expensive package parts (fetch, decode, normal map, Skin mask and their PNGs),
 * worked out once per decal and body instead of once per click, and speculatively before the
 * click. It holds ONE decal: preparing another one cancels the unfinished one (its worker job
 * stops at its next step) or drops the finished one, so memory and work stay at one decal.
 */
export function createDecalCache(deps: PreparedDecalDeps) {
  let entry: Entry | null = null;

  function start(key: string, source: DecalSource, body: CarBody): Entry {
    const controller = new AbortController();
    const { signal } = controller;
    const promise = deps.loadPng(source, body).then(async (png) => {
      if (signal.aborted) throw new DOMException('cancelled', 'AbortError');
      return { png, processed: await deps.process(png, body, signal) };
    });
    const e: Entry = { key, controller, promise, settled: false, pinned: false };
    promise.then(
      () => {
        e.settled = true;
      },
      () => {
        e.settled = true;
        // A failed or cancelled build is forgotten: the next click builds afresh and reports its own error.
        if (entry === e) entry = null;
      },
    );
    return e;
  }

  /** Stops the held build if it is unfinished and only speculative. */
  function drop(): void {
    if (entry && !entry.settled && !entry.pinned) entry.controller.abort();
    entry = null;
  }

  /** Cancels an unfinished speculative build (a finished one is kept: it costs no more work). */
  function cancel(): void {
    if (entry && !entry.settled && !entry.pinned) drop();
  }

  /**
   * Starts (or joins) building `source` for `body`; replaces whatever other decal was held.
   * Returns null when the source has no image at all.
   */
  function prepare(source: DecalSource, body: CarBody): Promise<PreparedDecal> | null {
    const key = decalKey(source, body);
    if (!key) return null;
    if (entry?.key === key) return entry.promise;
    drop();
    entry = start(key, source, body);
    return entry.promise;
  }

  /**
   * For a click: the held build when it is this decal (finished, or joined while it runs),
   * otherwise a new one (which cancels a speculative build of another decal, so the click does
   * not queue behind it). A held build that failed or was cancelled is retried once, afresh.
   */
  async function get(source: DecalSource, body: CarBody): Promise<PreparedDecal> {
    const key = decalKey(source, body);
    if (!key) throw new PackageError('noUrl');
    if (entry?.key === key) {
      const held = entry;
      held.pinned = true;
      try {
        return await held.promise;
      } catch {
        /* build it again below */
      }
    }
    const promise = prepare(source, body) as Promise<PreparedDecal>;
    if (entry) entry.pinned = true;
    return promise;
  }

  return {
    prepare,
    get,
    cancel,
    /** The key of the decal held (finished or running), for tests and the benchmark. */
    heldKey: () => entry?.key ?? null,
  };
}

export type DecalCache = ReturnType<typeof createDecalCache>;
