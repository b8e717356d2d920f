import { buildTemplatePng, processDecal, ProcessCancelled } from './process-decal';
import type { WorkerRequest, WorkerResponse } from './worker-protocol';

declare const self: DedicatedWorkerGlobalScope;

/** Jobs asked to stop; a cancel may arrive before its job (then the job never starts its work). */
const cancelled = new Set<number>();

/** Package worker: decodes a decal and builds detail.png + Mask.png off the main thread. */
self.onmessage = async (event: MessageEvent<WorkerRequest>) => {
  const req = event.data;
  if (req.type === 'cancel') {
    cancelled.add(req.target);
    return;
  }
  try {
    if (req.type === 'process') {
      const r = await processDecal(req.png, req.body, () => cancelled.has(req.id), req.parts);
      const res: WorkerResponse = { id: req.id, ok: true, type: 'process', ...r };
      self.postMessage(res, [r.detail.buffer, r.mask.buffer]);
    } else {
      const png = await buildTemplatePng(req.kind, req.body, req.finish);
      const res: WorkerResponse = { id: req.id, ok: true, type: 'template', png };
      self.postMessage(res, [png.buffer]);
    }
  } catch (e) {
    const res: WorkerResponse = {
      id: req.id,
      ok: false,
      error: e instanceof Error ? e.message : String(e),
      cancelled: e instanceof ProcessCancelled,
    };
    self.postMessage(res);
  } finally {
    cancelled.delete(req.id);
  }
};
