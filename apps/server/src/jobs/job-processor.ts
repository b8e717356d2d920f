import type { FastifyBaseLogger } from 'fastify';
import type { LogoImage } from '@decalforge/decal-engine';
import { MESSAGES, type LogoSetting } from '@decalforge/shared';
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
  /** The pixels of a job's logo (null when it is gone: the decal is rendered without it). */
  logoPixels: (userId: string, logo: LogoSetting) => Promise<LogoImage | null>;
  /** Told how each job this process ran ended and how long it took (metrics). */
  onDone?: (status: 'COMPLETE' | 'FAILED', seconds: number) => void;
}) {
  return async function processJob(jobId: string): Promise<void> {
    const job = await deps.jobs.find(jobId);
    if (!job || job.status !== 'RUNNING') return;
    const started = performance.now();
    const done = (status: 'COMPLETE' | 'FAILED') => deps.onDone?.(status, (performance.now() - started) / 1000);
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
          carBody: s.carBody,
          finish: s.finish,
          // Every job is recorded with its seed (submit picks one); 0 only for a row without any.
          seed: s.seed ?? 0,
          variationStrength: s.parentJobId ? s.variationStrength : undefined,
          parentSeed: s.parentSeed ?? undefined,
          parentImage,
          logo: s.logo ? ((await deps.logoPixels(job.user_id, s.logo)) ?? undefined) : undefined,
        },
        deps.generatorEnv,
      );
      const key = jobImageKey(job.user_id, job.id);
      await deps.storage.put(BUCKETS.jobs, key, png, 'image/png');
      if (await deps.jobs.complete(job.id, key, nowIso())) done('COMPLETE');
      else {
        // Already failed meanwhile (the stale-job sweep): the image is not kept.
        await deps.storage.delete(BUCKETS.jobs, key);
        done('FAILED');
      }
    } catch (err) {
      deps.log.warn({ jobId, err }, 'generation failed');
      await deps.jobs.fail(job.id, MESSAGES.create.generateFailed, nowIso());
      done('FAILED');
    }
  };
}

export type JobProcessor = ReturnType<typeof createJobProcessor>;
