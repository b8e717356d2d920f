import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { isPackageCarTask, type GeneratorEnv, type PoolTask } from './render-task';

interface Pending {
  id: number;
  task: PoolTask;
  env: GeneratorEnv;
  resolve: (png: Buffer) => void;
  reject: (err: Error) => void;
}

interface Slot {
  worker: Worker;
  busy: Pending | null;
}

const WORKER_URL = new URL('./render-worker-entry.mjs', import.meta.url);

/** The pool's waiting line is full: the caller should answer 503 with Retry-After. */
export class PoolBusyError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('The render queue is full');
  }
}

/**
 * A fixed pool of worker threads rendering decals, one task per worker at a time. Requests
 * (`bounded: true`) are refused with PoolBusyError once `maxQueue` tasks are waiting; jobs
 * already paid for (the generation queue) always get a place.
 */
export class RenderPool {
  private slots: Slot[] = [];
  private queue: Pending[] = [];
  private nextId = 1;
  private closed = false;
  /** Tasks handed to a worker since start (tests count renders with it). */
  started = 0;

  constructor(
    readonly size: number = availableParallelism(),
    readonly maxQueue: number = 32,
  ) {
    for (let i = 0; i < Math.max(1, size); i++) this.slots.push(this.spawn());
  }

  /** True when a bounded request would be refused now. */
  get full(): boolean {
    return this.queue.length >= this.maxQueue;
  }

  private spawn(): Slot {
    const worker = new Worker(WORKER_URL);
    const slot: Slot = { worker, busy: null };
    worker.on('message', (msg: { id: number; ok: boolean; png?: Uint8Array; error?: string }) => {
      const job = slot.busy;
      slot.busy = null;
      if (job && job.id === msg.id) {
        if (msg.ok && msg.png) job.resolve(Buffer.from(msg.png.buffer, msg.png.byteOffset, msg.png.byteLength));
        else job.reject(new Error(msg.error || 'Render failed'));
      }
      this.pump();
    });
    worker.on('error', (err) => {
      const job = slot.busy;
      slot.busy = null;
      job?.reject(err instanceof Error ? err : new Error(String(err)));
    });
    worker.on('exit', () => {
      if (this.closed) return;
      // Replace a crashed worker so the pool keeps its size.
      const index = this.slots.indexOf(slot);
      if (index >= 0) this.slots[index] = this.spawn();
      slot.busy?.reject(new Error('Render worker stopped'));
      this.pump();
    });
    worker.unref();
    return slot;
  }

  /** Queued plus running tasks. */
  get load(): number {
    return this.queue.length + this.slots.filter((s) => s.busy).length;
  }

  run(task: PoolTask, env: GeneratorEnv, opts: { bounded?: boolean } = {}): Promise<Buffer> {
    if (this.closed) return Promise.reject(new Error('Render pool is closed'));
    // About one render time per worker-round of the waiting line; at least a few seconds.
    if (opts.bounded && this.full)
      return Promise.reject(new PoolBusyError(Math.max(5, Math.ceil(this.queue.length / Math.max(1, this.slots.length)) * 2)));
    return new Promise<Buffer>((resolve, reject) => {
      this.queue.push({ id: this.nextId++, task, env, resolve, reject });
      this.pump();
    });
  }

  private pump(): void {
    for (const slot of this.slots) {
      if (slot.busy) continue;
      const job = this.queue.shift();
      if (!job) return;
      slot.busy = job;
      this.started += 1;
      const transfer = !isPackageCarTask(job.task) && job.task.parentImage ? [job.task.parentImage.buffer as ArrayBuffer] : [];
      slot.worker.postMessage({ id: job.id, task: job.task, env: job.env }, transfer);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new Error('Render pool is closed'));
    // Renders still running are abandoned too: their callers must not wait forever on a stopped worker.
    for (const slot of this.slots) {
      slot.busy?.reject(new Error('Render pool is closed'));
      slot.busy = null;
    }
    await Promise.all(this.slots.map((s) => s.worker.terminate()));
  }
}
