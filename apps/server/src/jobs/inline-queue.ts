import type { JobProcessor } from './job-processor';
import type { JobQueue } from './job-queue';

/** Jobs run right away in this process (the work itself happens on the worker_threads pool). */
export function createInlineQueue(processJob: JobProcessor): JobQueue {
  const running = new Map<string, Promise<void>>();
  return {
    kind: 'inline',
    async enqueue(jobId) {
      const p = processJob(jobId).finally(() => running.delete(jobId));
      running.set(jobId, p);
    },
    async waitFor(jobId, timeoutMs) {
      const p = running.get(jobId);
      if (!p) return;
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([p, new Promise<void>((r) => (timer = setTimeout(r, timeoutMs)))]);
      clearTimeout(timer);
    },
    async depth() {
      return running.size;
    },
    // The queue is this process: reachable whenever the process answers.
    async check() {},
    async close() {
      await Promise.allSettled([...running.values()]);
    },
  };
}
