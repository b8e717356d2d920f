import { sql } from 'kysely';
import { quotaWindowStart, type Plan } from '@decalforge/shared';
import type { Db } from '../../db/database';
import { nowIso } from '../../db/database';

export interface Profile {
  id: string;
  plan: Plan;
  bonus_credits: number;
  created_at: string;
}

/**
 * Profiles (plan, bonus credits). Pass a transaction instead of the database to work inside it
 * (then leave `onChange` out: the caller reports the change once the transaction has committed).
 */
export function createProfilesRepository(db: Db, opts: { onChange?: (userId: string) => void } = {}) {
  async function find(userId: string): Promise<Profile | undefined> {
    return db.selectFrom('profiles').selectAll().where('id', '=', userId).executeTakeFirst();
  }
  return {
    find,
    /** Creates the user's profile when missing (idempotent) and returns it. */
    async ensure(userId: string): Promise<Profile> {
      const existing = await find(userId);
      if (existing) return existing;
      await db
        .insertInto('profiles')
        .values({ id: userId, plan: 'FREE', bonus_credits: 0, created_at: nowIso() })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
      const p = await find(userId);
      if (!p) throw new Error(`profile ${userId} missing after insert`);
      return p;
    },
    async findUserByEmail(email: string): Promise<{ id: string; email: string } | undefined> {
      return db
        .selectFrom('user')
        .select(['id', 'email'])
        .where(sql`lower(email)`, '=', email.trim().toLowerCase())
        .executeTakeFirst();
    },
    async setPlan(userId: string, plan: Plan): Promise<void> {
      await db.updateTable('profiles').set({ plan }).where('id', '=', userId).execute();
      opts.onChange?.(userId);
    },
    /** The plan's usage: non-failed jobs (RUNNING too) in the plan's window (shared `quotaWindowStart`). */
    async usage(userId: string, plan: Plan, now: Date): Promise<number> {
      const since = quotaWindowStart(plan, now)?.toISOString();
      let q = db
        .selectFrom('jobs')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('user_id', '=', userId)
        .where('status', '!=', 'FAILED');
      if (since) q = q.where('created_at', '>=', since);
      const row = await q.executeTakeFirst();
      return Number(row?.n ?? 0);
    },
  };
}

export type ProfilesRepository = ReturnType<typeof createProfilesRepository>;
