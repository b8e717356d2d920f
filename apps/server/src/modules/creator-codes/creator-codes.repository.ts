import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { nowIso } from '../../db/database';

export interface CreatorCode {
  code: string;
  creatorName: string;
  discountPercent: number;
  active: boolean;
  maxRedemptions: number;
  createdAt: string;
}

/** Creator codes, referrals and redemptions. Works on the database or inside a transaction. */
export function createCreatorCodesRepository(db: Kysely<Database>) {
  return {
    async find(code: string): Promise<CreatorCode | undefined> {
      const row = await db.selectFrom('creator_codes').selectAll().where('code', '=', code).executeTakeFirst();
      if (!row) return undefined;
      return {
        code: row.code,
        creatorName: row.creator_name,
        discountPercent: Number(row.discount_percent),
        active: Boolean(Number(row.active)),
        maxRedemptions: Number(row.max_redemptions),
        createdAt: row.created_at,
      };
    },
    /** Inserts a new code; false when the code already exists. */
    async create(input: { code: string; creatorName: string; discountPercent: number; maxRedemptions: number }): Promise<boolean> {
      const res = await db
        .insertInto('creator_codes')
        .values({
          code: input.code,
          creator_name: input.creatorName,
          discount_percent: input.discountPercent,
          active: 1,
          max_redemptions: input.maxRedemptions,
          created_at: nowIso(),
        })
        .onConflict((oc) => oc.column('code').doNothing())
        .executeTakeFirst();
      return Number(res.numInsertedOrUpdatedRows ?? 0) > 0;
    },
    async setActive(code: string, active: boolean): Promise<void> {
      await db.updateTable('creator_codes').set({ active: active ? 1 : 0 }).where('code', '=', code).execute();
    },
    async countRedemptions(code: string): Promise<number> {
      const row = await db
        .selectFrom('creator_redemptions')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('code', '=', code)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },
    async countReferrals(code: string): Promise<number> {
      const row = await db
        .selectFrom('creator_referrals')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('code', '=', code)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },
    async redemptionOf(userId: string): Promise<{ code: string; redeemedAt: string } | undefined> {
      const row = await db.selectFrom('creator_redemptions').select(['code', 'redeemed_at']).where('user_id', '=', userId).executeTakeFirst();
      return row ? { code: row.code, redeemedAt: row.redeemed_at } : undefined;
    },
    async referralOf(userId: string): Promise<{ code: string; trackedAt: string } | undefined> {
      const row = await db.selectFrom('creator_referrals').select(['code', 'tracked_at']).where('user_id', '=', userId).executeTakeFirst();
      return row ? { code: row.code, trackedAt: row.tracked_at } : undefined;
    },
    /** One referral per user: the first code that tracked them wins. True when inserted. */
    async trackReferral(code: string, userId: string): Promise<boolean> {
      const res = await db
        .insertInto('creator_referrals')
        .values({ code, user_id: userId, tracked_at: nowIso() })
        .onConflict((oc) => oc.column('user_id').doNothing())
        .executeTakeFirst();
      return Number(res.numInsertedOrUpdatedRows ?? 0) > 0;
    },
    /** One redemption per user. True when inserted. */
    async recordRedemption(code: string, userId: string): Promise<boolean> {
      const res = await db
        .insertInto('creator_redemptions')
        .values({ code, user_id: userId, redeemed_at: nowIso() })
        .onConflict((oc) => oc.column('user_id').doNothing())
        .executeTakeFirst();
      return Number(res.numInsertedOrUpdatedRows ?? 0) > 0;
    },
  };
}

export type CreatorCodesRepository = ReturnType<typeof createCreatorCodesRepository>;
