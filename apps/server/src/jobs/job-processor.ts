import type { FastifyBaseLogger } from 'fastify';
import { MESSAGES, type CarBody, type Finish } from '@decalforge/shared';
import { nowIso } from '../db/database';
import { parseSettings, type JobsRepository } from '../modules/generation/jobs.repository';
import { BUCKETS, type Storage } from '../storage/storage';
import type { GeneratorEnv, RenderTask } from './render-task';

export interface Renderer {
  run(task: RenderTask, env: GeneratorEnv): Promise<Buffer>;
}

export function jobImageKey(userId: string, jobId: string): string {
  return `${userId}/${jobId}.png`;
}

/**
 * Runs one job: render → store the PNG → COMPLETE; any error → FAILED (credit given back). The
 * job keeps a generic message for its owner; the detail (upstream bodies, paths) goes to the log.
 */
export function createJobProcessor(deps: {
  jobs: JobsRepository;
  storage: Storage;
  renderer: Renderer;
  generatorEnv: GeneratorEnv;
  log: FastifyBaseLogger;
}) {
  return async function processJob(jobId: string): Promise<void> {
    const job = await deps.jobs.find(jobId);
    if (!job || job.status !== 'RUNNING') return;
    try {
      const s = parseSettings(job);
      let parentImage: Uint8Array | undefined;
      if (s.parentJobId) {
        const parent = await deps.jobs.find(s.parentJobId);
        const buf = parent?.image_key ? await deps.storage.get(BUCKETS.jobs, parent.image_key) : null;
        if (buf) parentImage = new Uint8Array(buf);
      }
      const png = await deps.renderer.run(
        {
          prompt: job.improved_prompt || job.prompt,
          carBody: s.carBody as CarBody,
          finish: s.finish as Finish,
          seed: s.seed,
          variationStrength: s.parentJobId ? s.variationStrength : undefined,
          parentSeed: s.parentSeed ?? undefined,
          parentImage,
        },
        deps.generatorEnv,
      );
      const key = jobImageKey(job.user_id, job.id);
      await deps.storage.put(BUCKETS.jobs, key, png, 'image/png');
      if (!(await deps.jobs.complete(job.id, key, nowIso()))) await deps.storage.delete(BUCKETS.jobs, key);
    } catch (err) {
      deps.log.warn({ jobId, err }, 'generation failed');
      await deps.jobs.fail(job.id, MESSAGES.create.generateFailed, nowIso());
    }
  };
}

export type JobProcessor = ReturnType<typeof createJobProcessor>;
