import PgBoss from 'pg-boss';
import type { JobsRepository } from '../modules/generation/jobs.repository';
import type { JobProcessor } from './job-processor';
import type { JobQueue } from './job-queue';

export const RENDER_QUEUE = 'render-decal';

export async function startBoss(connectionString: string, schema?: string): Promise<PgBoss> {
  const boss = new PgBoss({ connectionString, schema: schema ? `${schema}_pgboss` : 'pgboss', application_name: 'decalforge' });
  boss.on('error', (err) => console.error('pg-boss:', err.message));
  await boss.start();
  await boss.createQueue(RENDER_QUEUE);
  return boss;
}

/** The API side: sends jobs to pg-boss and polls our jobs table for the outcome. */
export function createPgBossQueue(boss: PgBoss, jobs: JobsRepository): JobQueue {
  return {
    kind: 'pg-boss',
    async enqueue(jobId) {
      await boss.send(RENDER_QUEUE, { jobId }, { retryLimit: 0, expireInSeconds: 600 });
    },
    async waitFor(jobId, timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const status = await jobs.status(jobId);
        if (status !== 'RUNNING') return;
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    async depth() {
      return boss.getQueueSize(RENDER_QUEUE);
    },
    async check() {
      await boss.getQueueSize(RENDER_QUEUE);
    },
    async close() {
      await boss.stop({ graceful: true, wait: true });
    },
  };
}

/** The worker side (`npm run worker`): runs jobs from pg-boss, `concurrency` at a time. */
export async function workRenderQueue(boss: PgBoss, processJob: JobProcessor, concurrency: number): Promise<void> {
  for (let i = 0; i < concurrency; i++) {
    await boss.work<{ jobId: string }>(RENDER_QUEUE, { batchSize: 1, pollingIntervalSeconds: 0.5 }, async ([job]) => {
      if (job) await processJob(job.data.jobId);
    });
  }
}
