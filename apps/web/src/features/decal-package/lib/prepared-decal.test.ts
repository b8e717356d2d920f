import { describe, expect, it, vi } from 'vitest';
import type { CarBody } from '@decalforge/shared';
import type { ProcessedDecal } from '../workers/process-decal';
import { createDecalCache, decalKey, isAbortError, type DecalSource } from './prepared-decal';

/** A controllable worker: each process() call waits until the test finishes or fails it. */
function fakeDeps() {
  const jobs: Array<{ body: CarBody; signal: AbortSignal; finish: () => void; fail: (e: Error) => void }> = [];
  const loadPng = vi.fn(async (source: DecalSource) => Uint8Array.of(source.imageUrl?.length ?? 0));
  const process = vi.fn(
    (png: Uint8Array, body: CarBody, signal: AbortSignal) =>
      new Promise<ProcessedDecal>((resolve, reject) => {
        signal.addEventListener('abort', () => reject(new DOMException('cancelled', 'AbortError')));
        jobs.push({
          body,
          signal,
          finish: () => resolve({ width: 1, height: 1, detail: Uint8Array.of(png[0]), mask: Uint8Array.of(1), timings: {} }),
          fail: reject,
        });
      }),
  );
  return { jobs, deps: { loadPng, process } };
}

const A: DecalSource = { imageUrl: '/api/jobs/a/image' };
const B: DecalSource = { imageUrl: '/api/jobs/bb/image' };

describe('decalKey', () => {
  it('depends on the image and the body only', () => {
    expect(decalKey(A, 'octane')).not.toBe(decalKey(A, 'fennec'));
    expect(decalKey(A, 'octane')).not.toBe(decalKey(B, 'octane'));
    expect(decalKey({ imageUrl: A.imageUrl }, 'octane')).toBe(decalKey(A, 'octane'));
    expect(decalKey({ imageUrl: null }, 'octane')).toBeNull();
    const blob = new Blob(['x']);
    expect(decalKey({ imageUrl: null, imageBlob: blob }, 'octane')).toBe(decalKey({ imageUrl: null, imageBlob: blob }, 'octane'));
    expect(decalKey({ imageUrl: null, imageBlob: blob }, 'octane')).not.toBe(
      decalKey({ imageUrl: null, imageBlob: new Blob(['x']) }, 'octane'),
    );
  });
});

describe('createDecalCache', () => {
  it('builds a decal once: a click joins the running prebuild and later clicks reuse it', async () => {
    const { jobs, deps } = fakeDeps();
    const cache = createDecalCache(deps);
    const prebuilt = cache.prepare(A, 'octane');
    await vi.waitFor(() => expect(jobs).toHaveLength(1));
    const click = cache.get(A, 'octane');
    jobs[0].finish();
    expect(await click).toEqual(await prebuilt);
    expect(await cache.get(A, 'octane')).toEqual(await prebuilt);
    expect(deps.process).toHaveBeenCalledTimes(1);
  });

  it('builds afresh for another body (its window zone) and drops the other decal', async () => {
    const { jobs, deps } = fakeDeps();
    const cache = createDecalCache(deps);
    void cache.prepare(A, 'octane');
    await vi.waitFor(() => expect(jobs).toHaveLength(1));
    jobs[0].finish();
    const fennec = cache.get(A, 'fennec');
    await vi.waitFor(() => expect(jobs).toHaveLength(2));
    expect(jobs[1].body).toBe('fennec');
    jobs[1].finish();
    await fennec;
    expect(cache.heldKey()).toBe(decalKey(A, 'fennec'));
  });

  it('cancels an unfinished prebuild when another decal is offered or clicked, never a click', async () => {
    const { jobs, deps } = fakeDeps();
    const cache = createDecalCache(deps);
    const first = cache.prepare(A, 'octane');
    await vi.waitFor(() => expect(jobs).toHaveLength(1));
    const second = cache.prepare(B, 'octane'); // a new result replaces the shown one
    await expect(first).rejects.toSatisfy(isAbortError);
    expect(jobs[0].signal.aborted).toBe(true);
    await vi.waitFor(() => expect(jobs).toHaveLength(2));
    // A click on A while B is prebuilding: B is cancelled so the click does not wait behind it.
    const click = cache.get(A, 'octane');
    await expect(second).rejects.toSatisfy(isAbortError);
    await vi.waitFor(() => expect(jobs).toHaveLength(3));
    // A prebuild offered while the click builds does not stop the click's build.
    void cache.prepare(B, 'octane');
    expect(jobs[2].signal.aborted).toBe(false);
    jobs[2].finish();
    await expect(click).resolves.toMatchObject({ processed: { width: 1 } });
  });

  it('keeps a finished decal when the prebuild is cancelled, and forgets a failed one', async () => {
    const { jobs, deps } = fakeDeps();
    const cache = createDecalCache(deps);
    void cache.prepare(A, 'octane');
    await vi.waitFor(() => expect(jobs).toHaveLength(1));
    jobs[0].finish();
    await cache.get(A, 'octane');
    cache.cancel(); // e.g. the tab was hidden after the build finished
    await cache.get(A, 'octane');
    expect(deps.process).toHaveBeenCalledTimes(1);

    const failing = cache.prepare(B, 'octane');
    await vi.waitFor(() => expect(jobs).toHaveLength(2));
    jobs[1].fail(new Error('worker crashed'));
    await expect(failing).rejects.toThrow('worker crashed');
    expect(cache.heldKey()).toBeNull();
    // The click builds it again (and would report its own error).
    const click = cache.get(B, 'octane');
    await vi.waitFor(() => expect(jobs).toHaveLength(3));
    jobs[2].finish();
    await expect(click).resolves.toMatchObject({ processed: { width: 1 } });
  });

  it('retries a click whose joined prebuild was cancelled under it', async () => {
    const { jobs, deps } = fakeDeps();
    const cache = createDecalCache(deps);
    void cache.prepare(A, 'octane');
    await vi.waitFor(() => expect(jobs).toHaveLength(1));
    cache.cancel(); // hidden tab, before the click
    const click = cache.get(A, 'octane');
    await vi.waitFor(() => expect(jobs).toHaveLength(2));
    jobs[1].finish();
    await expect(click).resolves.toMatchObject({ processed: { width: 1 } });
  });

  it('answers noUrl for a decal without an image', async () => {
    const cache = createDecalCache(fakeDeps().deps);
    expect(cache.prepare({ imageUrl: null }, 'octane')).toBeNull();
    await expect(cache.get({ imageUrl: null }, 'octane')).rejects.toMatchObject({ kind: 'noUrl' });
  });
});
