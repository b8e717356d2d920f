import { sql, type Transaction } from 'kysely';
import type { Plan } from '@decalforge/shared';
import { num, type Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { newId } from '../../lib/ids';
import { createProfilesRepository } from '../profiles/profiles.repository';

export type AuditAction = 'updateUserPlan' | 'grantCredits';

/** The bonus_credits column is a 32-bit integer: no balance may pass it. */
const MAX_CREDITS = 2 ** 31 - 1;
type Tx = Transaction<Database>;

/** The target's profile inside the transaction; a user without a profile row gets one (FREE). */
async function profileInTx(trx: Tx, targetId: string): Promise<{ plan: Plan; bonus_credits: number } | undefined> {
  const profiles = createProfilesRepository(trx);
  let profile = await profiles.find(targetId);
  if (!profile) {
    const user = await trx.selectFrom('user').select('id').where('id', '=', targetId).executeTakeFirst();
    if (!user) return undefined;
    profile = await profiles.ensure(targetId);
  }
  return { plan: profile.plan, bonus_credits: num(profile.bonus_credits) };
}

async function audit(trx: Tx, actorId: string, targetId: string, action: AuditAction, detail: Record<string, unknown>, now: string) {
  await trx
    .insertInto('admin_audit')
    .values({ id: newId(), actor_id: actorId, target_id: targetId, action, detail: JSON.stringify(detail), created_at: now })
    .execute();
}

/** Plan and credit changes made by a person (an admin or the operator CLI), each with its audit row. */
export function createPlanChangesRepository(db: Db) {
  return {
    async findUserByEmail(email: string): Promise<{ id: string; email: string } | undefined> {
      return createProfilesRepository(db).findUserByEmail(email);
    },

    /** Sets the plan and writes the audit row in one transaction; undefined when no such user. */
    async updatePlan(actorId: string, targetId: string, plan: Plan, now: string): Promise<{ from: Plan; to: Plan } | undefined> {
      return db.transaction().execute(async (trx) => {
        const before = await profileInTx(trx, targetId);
        if (!before) return undefined;
        await trx.updateTable('profiles').set({ plan }).where('id', '=', targetId).execute();
        await audit(trx, actorId, targetId, 'updateUserPlan', { from: before.plan, to: plan }, now);
        return { from: before.plan, to: plan };
      });
    },

    /**
     * Adds bonus credits and writes the audit row in one transaction. Undefined when no such
     * user; 'too-large' when the balance would leave the 32-bit integer range.
     */
    async addCredits(
      actorId: string,
      targetId: string,
      amount: number,
      now: string,
    ): Promise<{ before: number; after: number } | 'too-large' | undefined> {
      return db.transaction().execute(async (trx) => {
        const before = await profileInTx(trx, targetId);
        if (!before) return undefined;
        if (before.bonus_credits + amount > MAX_CREDITS) return 'too-large' as const;
        await trx
          .updateTable('profiles')
          .set({ bonus_credits: sql<number>`bonus_credits + ${amount}` })
          .where('id', '=', targetId)
          .execute();
        const after = await profileInTx(trx, targetId);
        const balance = num(after?.bonus_credits);
        await audit(trx, actorId, targetId, 'grantCredits', { amount, before: before.bonus_credits, after: balance }, now);
        return { before: before.bonus_credits, after: balance };
      });
    },
  };
}

export type PlanChangesRepository = ReturnType<typeof createPlanChangesRepository>;
