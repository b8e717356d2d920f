/** Runs generation jobs: in-process (default) or through pg-boss with separate worker processes. */
export interface JobQueue {
  kind: 'inline' | 'pg-boss';
  enqueue(jobId: string): Promise<void>;
  /** Resolves once the job has left RUNNING (or the timeout passed). */
  waitFor(jobId: string, timeoutMs: number): Promise<void>;
  /** Jobs waiting for a worker (pg-boss: queued and not yet picked up; inline: in flight in this process). */
  depth(): Promise<number>;
  /** Throws when the queue cannot be reached (readiness). */
  check(): Promise<void>;
  close(): Promise<void>;
}
