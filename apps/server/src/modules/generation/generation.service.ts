import { randomInt } from 'node:crypto';
import {
  CAR_BODY_INFO,
  DEFAULT_CHASSIS,
  DEFAULT_FINISH,
  DEFAULT_VARIATION_STRENGTH,
  MESSAGES,
  isProLevel,
  type CarBody,
  type GenerateRequest,
  type GenerationSettings,
  type JobDetails,
  type LogoSetting,
} from '@decalforge/shared';
import type { LogoImage } from '@decalforge/decal-engine';
import { nowIso } from '../../db/database';
import { AppError, badRequest, forbidden, notFound, tooManyRequests } from '../../http/errors';
import type { SessionUser } from '../../http/access';
import { newId } from '../../lib/ids';
import type { JobQueue } from '../../jobs/job-queue';
import { PoolBusyError } from '../../jobs/render-pool';
import type { RenderTask } from '../../jobs/render-task';
import { BUCKETS, type Storage } from '../../storage/storage';
import { parseSettings, type JobRow, type JobsRepository } from './jobs.repository';

export interface GenerationDeps {
  jobs: JobsRepository;
  queue: JobQueue;
  storage: Storage;
  jobTimeoutMs: number;
  /** Renders a decal on the worker pool (the same design on other bodies); may throw PoolBusyError. */
  render: (task: RenderTask) => Promise<Buffer>;
  /** True while the render pool's waiting line is full: new generations get a 503 instead of a place. */
  isBusy?: () => boolean;
  /** Generations one user may have running at once (GENERATE_RUNNING_MAX); past it a 429. */
  maxRunning: number;
  /** Uploaded logos: ownership of a requested logo, and its pixels for renders. */
  logos: LogoSource;
}

/** What generation needs of the logos module. */
export interface LogoSource {
  assertOwned(user: SessionUser, id: string): Promise<void>;
  pixelsFor(userId: string, logo: LogoSetting): Promise<LogoImage | null>;
}

/** 503 with Retry-After: the server is rendering as much as it can; the client should retry. */
export function busyError(retryAfterSeconds: number): AppError {
  return new AppError(503, MESSAGES.create.busy, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
}

/** Retry-After of the per-user running limit: about one procedural render and its poll. */
const RUNNING_RETRY_AFTER_SECONDS = 3;

function randomSeed(): number {
  return randomInt(0, 2 ** 31 - 1);
}

/**
 * Generation rules (server-enforced, documented in README):
 * - universal body and chassis `none` are Pro-level only → 403 with the message of MESSAGES.create;
 * - finish, seed, variation strength and logo are Pro-level settings: for other plans they are
 *   ignored and the defaults apply (animated finish, random seed, 25 % variation, no logo);
 *   a Pro-level user's logo must be their own (404), and More Like This keeps the parent's logo
 *   unless the request says otherwise (`logo: null` removes it);
 * - quota: FREE 1 lifetime, BASIC 30 per UTC month, then bonus credits; Pro-level unlimited;
 * - admission, in this order: over the quota 402; already `maxRunning` generations running 429
 *   (a client submitting without waiting for its jobs is slowed down by its own limit); the
 *   render queue full 503 (the server as a whole is saturated). The per-user rate limit (429)
 *   is applied by the route before any of these.
 */
export function createGenerationService(deps: GenerationDeps) {
  /** Body renders in flight, per (job, body): concurrent requests share one render. */
  const bodyRenders = new Map<string, Promise<Buffer>>();

  function view(job: JobRow): JobDetails {
    const settings = parseSettings(job);
    return {
      id: job.id,
      status: job.status,
      error: job.error,
      createdAt: job.created_at,
      finishedAt: job.finished_at,
      seed: settings.seed,
      settings,
    };
  }

  /** A job's stored PNG (404 when the file is gone). */
  async function storedImage(key: string): Promise<Buffer> {
    const png = await deps.storage.get(BUCKETS.jobs, key);
    if (!png) throw notFound('Image not found');
    return png;
  }

  async function ownedJob(user: SessionUser, id: string): Promise<JobRow> {
    const job = await deps.jobs.findOwned(id, user.id);
    if (!job) throw notFound('Job not found');
    return job;
  }

  return {
    /** Checks gates and quota, inserts the RUNNING job in one transaction and queues it. */
    async submit(user: SessionUser, input: GenerateRequest, now = new Date()): Promise<JobRow> {
      // The access layer loaded the plan with the session; the quota transaction re-reads it.
      const pro = isProLevel(user.plan);
      const info = CAR_BODY_INFO[input.carBody];
      if (info.proOnly && !pro) throw forbidden(MESSAGES.create.universalNeedsPro);
      if (input.chassis === 'none' && !pro) throw forbidden(MESSAGES.create.chassisNeedsPro);
      let parent: JobRow | undefined;
      if (input.parentJobId) {
        parent = await deps.jobs.findOwned(input.parentJobId, user.id);
        if (!parent) throw notFound('The decal to vary was not found');
        if (parent.status !== 'COMPLETE') throw badRequest('That decal has not finished generating yet');
      }
      const parentSettings = parent ? parseSettings(parent) : null;
      const requested = input.logo !== undefined ? input.logo : (parentSettings?.logo ?? null);
      const logo = pro && requested ? { id: requested.id, mode: requested.mode, scale: requested.scale } : null;
      if (logo) await deps.logos.assertOwned(user, logo.id);
      const settings: GenerationSettings = {
        carBody: input.carBody,
        finish: pro ? (input.finish ?? DEFAULT_FINISH) : DEFAULT_FINISH,
        chassis: input.chassis ?? DEFAULT_CHASSIS,
        seed: pro && input.seed != null ? input.seed : randomSeed(),
        variationStrength: pro && input.variationStrength !== undefined ? input.variationStrength : DEFAULT_VARIATION_STRENGTH,
        parentJobId: parent?.id ?? null,
        parentSeed: parentSettings?.seed ?? null,
        logo,
      };
      const result = await deps.jobs.reserve(
        {
          id: newId(),
          userId: user.id,
          prompt: input.prompt?.trim() || input.improvedPrompt,
          improvedPrompt: input.improvedPrompt,
          settings,
          createdAt: nowIso(),
        },
        now,
        {
          maxRunning: deps.maxRunning,
          runningSince: new Date(now.getTime() - deps.jobTimeoutMs).toISOString(),
          isBusy: deps.isBusy,
        },
      );
      if (!result.ok) {
        if (result.reason === 'running') throw tooManyRequests(MESSAGES.create.tooManyRunning, RUNNING_RETRY_AFTER_SECONDS);
        if (result.reason === 'busy') throw busyError(10);
        throw new AppError(402, result.message);
      }
      await deps.queue.enqueue(result.job.id);
      return result.job;
    },

    /** Waits for the job to finish and returns its PNG; a failed job becomes a readable error. */
    async result(user: SessionUser, jobId: string): Promise<{ job: JobRow; png: Buffer }> {
      await deps.queue.waitFor(jobId, deps.jobTimeoutMs);
      const job = await ownedJob(user, jobId);
      if (job.status === 'RUNNING') throw new AppError(504, 'The decal is taking too long to generate. Please try again.');
      // job.error is already a message meant for users (the detail went to the log).
      if (job.status === 'FAILED') throw new AppError(502, job.error ?? MESSAGES.create.generateFailed);
      const png = job.image_key ? await deps.storage.get(BUCKETS.jobs, job.image_key) : null;
      if (!png) throw new AppError(502, MESSAGES.create.generateFailed);
      return { job, png };
    },

    async get(user: SessionUser, id: string): Promise<JobDetails> {
      return view(await ownedJob(user, id));
    },

    /** The job as GET /api/jobs/:id answers it, with the prompt the user wrote (public API, package readme). */
    async getWithPrompt(user: SessionUser, id: string): Promise<JobDetails & { prompt: string }> {
      const job = await ownedJob(user, id);
      return { ...view(job), prompt: job.prompt };
    },

    async image(user: SessionUser, id: string): Promise<Buffer> {
      const job = await ownedJob(user, id);
      if (job.status !== 'COMPLETE' || !job.image_key)
        throw new AppError(409, job.status === 'FAILED' ? 'This generation failed' : 'This decal is still generating');
      return storedImage(job.image_key);
    },

    /**
     * The same design (prompt, finish, seed, variation) rendered for another body. Part of the
     * generation the user already paid for: no new job, no quota; cached next to the job's PNG.
     * One render per (job, body) at a time in this process: concurrent requests await the same
     * promise, later ones read the stored file. Renders run on the worker pool (never this
     * thread); a full pool answers 503 with Retry-After.
     */
    async bodyImage(user: SessionUser, id: string, target: CarBody): Promise<Buffer> {
      const job = await ownedJob(user, id);
      if (job.status !== 'COMPLETE' || !job.image_key) throw new AppError(409, 'This decal is still generating');
      const s = parseSettings(job);
      // the job's own body: its image, without looking the job up again
      if (s.carBody === target) return storedImage(job.image_key);
      const key = job.image_key.replace(/\.png$/, `-${target}.png`);
      const flightKey = `${job.id}:${target}`;
      const inFlight = bodyRenders.get(flightKey);
      if (inFlight) return inFlight;
      const flight = (async () => {
        const cached = await deps.storage.get(BUCKETS.jobs, key);
        if (cached) return cached;
        let png: Buffer;
        try {
          png = await deps.render({
            prompt: job.improved_prompt || job.prompt,
            carBody: target,
            finish: s.finish,
            // Every job is recorded with its seed (submit picks one); 0 only for a row without any.
            seed: s.seed ?? 0,
            variationStrength: s.parentJobId ? s.variationStrength : undefined,
            parentSeed: s.parentSeed ?? undefined,
            logo: s.logo ? ((await deps.logos.pixelsFor(job.user_id, s.logo)) ?? undefined) : undefined,
          });
        } catch (err) {
          if (err instanceof PoolBusyError) throw busyError(err.retryAfterSeconds);
          throw new AppError(502, MESSAGES.create.generateFailed, {}, err);
        }
        await deps.storage.put(BUCKETS.jobs, key, png, 'image/png');
        return png;
      })().finally(() => bodyRenders.delete(flightKey));
      bodyRenders.set(flightKey, flight);
      return flight;
    },

    /** Jobs left RUNNING by a crash (older than the timeout) become FAILED, giving credits back. */
    async failStaleJobs(now = Date.now()): Promise<number> {
      const stale = await deps.jobs.staleRunning(new Date(now - deps.jobTimeoutMs).toISOString());
      let n = 0;
      for (const id of stale)
        if (await deps.jobs.fail(id, 'The generation was interrupted (server restart). Please try again.', nowIso())) n += 1;
      return n;
    },
  };
}

export type GenerationService = ReturnType<typeof createGenerationService>;
