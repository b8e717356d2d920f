import { sql } from 'kysely';
import { decideQuota, type GenerationSettings, type JobStatus, type Plan } from '@decalforge/shared';
import type { DbHandle } from '../../db/database';
import type { Selectable } from 'kysely';
import type { JobTable } from '../../db/schema';
import { createProfilesRepository } from '../profiles/profiles.repository';
import { readGenerationSettings } from './generation-settings';

export type JobRow = Selectable<JobTable>;

export interface NewJob {
  id: string;
  userId: string;
  prompt: string;
  improvedPrompt: string;
  settings: GenerationSettings;
  createdAt: string;
}

export type ReserveResult =
  | { ok: true; job: JobRow; plan: Plan; consumedCredit: boolean }
  /** Over the plan's quota: `message` is the player-facing text (`limitReachedMessage`, packages/shared). */
  | { ok: false; reason: 'quota'; plan: Plan; message: string }
  /** The user already has `maxRunning` jobs running. */
  | { ok: false; reason: 'running'; plan: Plan }
  /** The server's render queue is full. */
  | { ok: false; reason: 'busy'; plan: Plan };

/** Admission limits checked inside the reservation, after the quota, in this order. */
export interface ReserveLimits {
  /** Jobs one user may have RUNNING at once (counted among jobs created since `runningSince`). */
  maxRunning: number;
  /** Older RUNNING jobs are stale (the sweep fails them) and do not hold a place. */
  runningSince: string;
  /** True while the server cannot take more work (the inline queue's render pool is full). */
  isBusy?: () => boolean;
}

export interface JobsRepositoryOptions {
  /** Called once a reservation or a failure has committed: the user's usage (and maybe credits) changed. */
  onAccountChange?: (userId: string) => void;
}

export function createJobsRepository(dbh: DbHandle, opts: JobsRepositoryOptions = {}) {
  const { db } = dbh;
  return {
    /**
     * The quota rule and the job insert in ONE transaction: on PostgreSQL the profile row is
     * locked (FOR UPDATE) so concurrent requests of one user queue up; on SQLite Kysely runs one
     * transaction at a time on its single connection. Usage counts non-failed jobs (RUNNING too).
     * Then the user's running jobs and the server's capacity, so a client that submits without
     * waiting is told 429 about its own jobs before anyone is told 503 about the server's.
     */
    async reserve(job: NewJob, now: Date, limits: ReserveLimits): Promise<ReserveResult> {
      const result = await db.transaction().execute(async (trx): Promise<ReserveResult> => {
        let q = trx.selectFrom('profiles').select(['plan', 'bonus_credits']).where('id', '=', job.userId);
        if (dbh.kind === 'postgres') q = q.forUpdate();
        const profile = await q.executeTakeFirstOrThrow();
        const usage = await createProfilesRepository(trx).usage(job.userId, profile.plan, now);
        const decision = decideQuota({ plan: profile.plan, usage, bonusCredits: profile.bonus_credits });
        if (!decision.allowed) return { ok: false, reason: 'quota', plan: profile.plan, message: decision.message };
        const running = await trx
          .selectFrom('jobs')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .where('user_id', '=', job.userId)
          .where('created_at', '>=', limits.runningSince)
          .where('status', '=', 'RUNNING')
          .executeTakeFirst();
        if (Number(running?.n ?? 0) >= limits.maxRunning) return { ok: false, reason: 'running', plan: profile.plan };
        if (limits.isBusy?.()) return { ok: false, reason: 'busy', plan: profile.plan };
        if (decision.consumesCredit) {
          const res = await trx
            .updateTable('profiles')
            .set({ bonus_credits: sql`bonus_credits - 1` })
            .where('id', '=', job.userId)
            .where('bonus_credits', '>', 0)
            .executeTakeFirst();
          if (Number(res.numUpdatedRows) !== 1) throw new Error('bonus credit vanished inside the transaction');
        }
        const row: JobRow = {
          id: job.id,
          user_id: job.userId,
          status: 'RUNNING',
          prompt: job.prompt,
          improved_prompt: job.improvedPrompt,
          settings: JSON.stringify(job.settings),
          error: null,
          image_key: null,
          used_credit: decision.consumesCredit ? 1 : 0,
          created_at: job.createdAt,
          finished_at: null,
        };
        await trx.insertInto('jobs').values(row).execute();
        return { ok: true, job: row, plan: profile.plan, consumedCredit: decision.consumesCredit };
      });
      if (result.ok) opts.onAccountChange?.(job.userId);
      return result;
    },

    async find(id: string): Promise<JobRow | undefined> {
      return db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst() as Promise<JobRow | undefined>;
    },

    async findOwned(id: string, userId: string): Promise<JobRow | undefined> {
      return db.selectFrom('jobs').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst() as Promise<
        JobRow | undefined
      >;
    },

    /**
     * One page of a user's jobs, newest first (created_at, then id for jobs of the same
     * millisecond), starting after `after` when given (keyset: the job the previous page ended
     * with). Served by jobs_user_created_idx (user_id, created_at).
     */
    async listOwned(userId: string, limit: number, after?: { createdAt: string; id: string }): Promise<JobRow[]> {
      let q = db.selectFrom('jobs').selectAll().where('user_id', '=', userId);
      if (after)
        // The `<=` is the index range (a deep page does not scan the newer rows); the OR breaks ties.
        q = q
          .where('created_at', '<=', after.createdAt)
          .where((eb) => eb.or([eb('created_at', '<', after.createdAt), eb('id', '<', after.id)]));
      return q.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute() as Promise<JobRow[]>;
    },

    async status(id: string): Promise<JobStatus | undefined> {
      return (await db.selectFrom('jobs').select('status').where('id', '=', id).executeTakeFirst())?.status;
    },

    async complete(id: string, imageKey: string, finishedAt: string): Promise<boolean> {
      const res = await db
        .updateTable('jobs')
        .set({ status: 'COMPLETE', image_key: imageKey, finished_at: finishedAt, error: null })
        .where('id', '=', id)
        .where('status', '=', 'RUNNING')
        .executeTakeFirst();
      return Number(res.numUpdatedRows) === 1;
    },

    /** Marks a RUNNING job FAILED and gives back a consumed bonus credit, once, in one transaction. */
    async fail(id: string, error: string, finishedAt: string): Promise<boolean> {
      const failedFor = await db.transaction().execute(async (trx): Promise<string | null> => {
        const job = await trx.selectFrom('jobs').select(['user_id', 'used_credit', 'status']).where('id', '=', id).executeTakeFirst();
        if (!job || job.status !== 'RUNNING') return null;
        const res = await trx
          .updateTable('jobs')
          .set({ status: 'FAILED', error: error.slice(0, 1000), finished_at: finishedAt })
          .where('id', '=', id)
          .where('status', '=', 'RUNNING')
          .executeTakeFirst();
        if (Number(res.numUpdatedRows) !== 1) return null;
        if (job.used_credit) {
          await trx
            .updateTable('profiles')
            .set({ bonus_credits: sql`bonus_credits + 1` })
            .where('id', '=', job.user_id)
            .execute();
        }
        return job.user_id;
      });
      // A failed job no longer counts against the quota (and may have given a credit back).
      if (failedFor === null) return false;
      opts.onAccountChange?.(failedFor);
      return true;
    },

    /** Ids of jobs still RUNNING that were created before `before`. */
    async staleRunning(before: string): Promise<string[]> {
      const rows = await db.selectFrom('jobs').select('id').where('status', '=', 'RUNNING').where('created_at', '<', before).execute();
      return rows.map((r) => r.id);
    },
  };
}

export type JobsRepository = ReturnType<typeof createJobsRepository>;

/** The settings a job was rendered with (after the plan rules), as the API answers them. */
export function parseSettings(job: JobRow): GenerationSettings {
  return readGenerationSettings(job.settings);
}
