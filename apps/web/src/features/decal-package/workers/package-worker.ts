import { buildTemplatePng, processDecal } from './process-decal';
import type { WorkerRequest, WorkerResponse } from './worker-protocol';

declare const self: DedicatedWorkerGlobalScope;

/** Package worker: decodes a decal and builds detail.png + Mask.png off the main thread. */
self.onmessage = async (event: MessageEvent<WorkerRequest>) => {
  const req = event.data;
  try {
    if (req.type === 'process') {
      const r = await processDecal(req.png, req.body);
      const res: WorkerResponse = { id: req.id, ok: true, type: 'process', ...r };
      self.postMessage(res, [r.detail.buffer, r.mask.buffer]);
    } else {
      const png = await buildTemplatePng(req.kind, req.body, req.finish);
      const res: WorkerResponse = { id: req.id, ok: true, type: 'template', png };
      self.postMessage(res, [png.buffer]);
    }
  } catch (e) {
    const res: WorkerResponse = { id: req.id, ok: false, error: e instanceof Error ? e.message : String(e) };
    self.postMessage(res);
  }
};
