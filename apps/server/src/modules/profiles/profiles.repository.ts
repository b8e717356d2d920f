import { sql } from 'kysely';
import type { Plan } from '@decalforge/shared';
import type { Db } from '../../db/database';
import { nowIso } from '../../db/database';

export interface Profile {
  id: string;
  plan: Plan;
  bonus_credits: number;
  created_at: string;
}

export function createProfilesRepository(db: Db) {
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
    },
    async addCredits(userId: string, amount: number): Promise<number> {
      await db.updateTable('profiles').set({ bonus_credits: sql`bonus_credits + ${amount}` }).where('id', '=', userId).execute();
      return (await find(userId))?.bonus_credits ?? 0;
    },
    /** Non-failed jobs of the user created at or after `since` (all time when null). */
    async countJobs(userId: string, since: string | null): Promise<number> {
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
