import type { CarBody, Finish } from '@decalforge/shared';
import type { DecalParts, ProcessedDecal, TemplateKind } from './process-decal';
import type { WorkerRequest, WorkerResponse } from './worker-protocol';

interface Slot {
  worker: Worker;
  pending: number;
}

type Resolver = { resolve: (r: WorkerResponse) => void; reject: (e: Error) => void };

const MAX_WORKERS = 3;
const slots: Slot[] = [];
const waiting = new Map<number, Resolver>();
let nextId = 1;

/**
 * Up to one worker per core but one, and at least two: a decal's detail.png and Mask.png are made
 * in two workers at once (the main thread only waits meanwhile), which on two cores is the
 * difference between ~0.45 s and ~0.3 s of worker time.
 */
function poolSize(): number {
  const cores = typeof navigator !== 'undefined' && navigator.hardwareConcurrency ? navigator.hardwareConcurrency : 2;
  return Math.max(2, Math.min(MAX_WORKERS, cores - 1));
}

function spawn(): Slot {
  const worker = new Worker(new URL('./package-worker.ts', import.meta.url), { type: 'module', name: 'decal-package' });
  const slot: Slot = { worker, pending: 0 };
  worker.onmessage = (event: MessageEvent<WorkerResponse>) => {
    const r = waiting.get(event.data.id);
    if (!r) return;
    waiting.delete(event.data.id);
    slot.pending--;
    r.resolve(event.data);
  };
  worker.onerror = (event) => {
    // A crashed worker fails everything it was doing and is replaced next time.
    event.preventDefault();
    const i = slots.indexOf(slot);
    if (i >= 0) slots.splice(i, 1);
    worker.terminate();
    for (const [id, r] of waiting) {
      if (slotOf.get(id) === slot) {
        waiting.delete(id);
        r.reject(new Error(event.message || 'Package worker failed'));
      }
    }
  };
  slots.push(slot);
  return slot;
}

const slotOf = new Map<number, Slot>();

/** The least busy worker; a new one while the pool is below its size and all are busy. */
function pick(): Slot {
  const idle = slots.find((s) => s.pending === 0);
  if (idle) return idle;
  if (slots.length < poolSize()) return spawn();
  return slots.reduce((a, b) => (b.pending < a.pending ? b : a));
}

function send(req: WorkerRequest, transfer: Transferable[], signal?: AbortSignal): Promise<WorkerResponse> {
  const slot = pick();
  slot.pending++;
  return new Promise<WorkerResponse>((resolve, reject) => {
    const onAbort = () => {
      // The worker stops at its next step and still answers (which frees the slot); the caller
      // is told at once so it need not wait for that.
      slot.worker.postMessage({ id: nextId++, type: 'cancel', target: req.id } satisfies WorkerRequest);
      reject(abortError());
    };
    waiting.set(req.id, {
      resolve: (r) => {
        slotOf.delete(req.id);
        signal?.removeEventListener('abort', onAbort);
        resolve(r);
      },
      reject: (e) => {
        slotOf.delete(req.id);
        signal?.removeEventListener('abort', onAbort);
        reject(e);
      },
    });
    slotOf.set(req.id, slot);
    slot.worker.postMessage(req, transfer);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

function abortError(): DOMException {
  return new DOMException('The package job was cancelled', 'AbortError');
}

export function workersAvailable(): boolean {
  return typeof Worker === 'function';
}

/** Starts the two workers a decal uses ahead of a click so their module is loaded and compiled. */
export function warmUpPackageWorker(): void {
  if (!workersAvailable()) return;
  while (slots.length < 2) spawn();
}

/**
 * detail.png + Mask.png (with `body`'s window zone) for a decal PNG, in a Web Worker (inline when
 * workers are unavailable). Aborting `signal` rejects with an AbortError and stops the worker's
 * job at its next step.
 */
export async function processDecalInWorker(png: Uint8Array, body: CarBody, signal?: AbortSignal): Promise<ProcessedDecal> {
  if (signal?.aborted) throw abortError();
  if (!workersAvailable()) return (await import('./process-decal')).processDecal(png, body, () => signal?.aborted ?? false);
  const half = async (parts: DecalParts) => {
    const copy = png.slice(); // the copy is transferred; the caller keeps its bytes for decal.png
    const res = await send({ id: nextId++, type: 'process', png: copy, body, parts }, [copy.buffer], signal);
    if (!res.ok) throw res.cancelled ? abortError() : new Error(res.error);
    if (res.type !== 'process') throw new Error('Unexpected worker reply');
    return res;
  };
  // Both halves are sent at once, so the pool hands them to two workers.
  const [detail, mask] = await Promise.all([half('detail'), half('mask')]);
  const timings = { ...detail.timings, mask: mask.timings.mask, 'mask decode': mask.timings.decode };
  return { width: detail.width, height: detail.height, detail: detail.detail, mask: mask.mask, timings };
}

/** A template PNG built by the engine in a worker (fallback when the static file is missing). */
export async function buildTemplateInWorker(kind: TemplateKind, body: CarBody, finish: Finish): Promise<Uint8Array> {
  if (!workersAvailable()) return (await import('./process-decal')).buildTemplatePng(kind, body, finish);
  const res = await send({ id: nextId++, type: 'template', kind, body, finish }, []);
  if (!res.ok) throw new Error(res.error);
  if (res.type !== 'template') throw new Error('Unexpected worker reply');
  return res.png;
}
