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

/** How long an opened checkout holds a place of its creator code (the test session's lifetime; Stripe sessions expire a little earlier). */
export const CHECKOUT_HOLD_MS = 24 * 60 * 60 * 1000;

export type HoldOutcome = 'held' | 'unknown' | 'inactive' | 'full' | 'already-redeemed';
export type RedeemOutcome = 'redeemed' | 'unknown' | 'inactive' | 'full' | 'already-redeemed';

/** Creator codes, referrals, redemptions and checkout holds. Works on the database or inside a transaction. */
export function createCreatorCodesRepository(db: Kysely<Database>) {
  /**
   * Row lock on the code for the rest of the transaction (PostgreSQL: a no-op UPDATE locks the
   * row; SQLite runs one transaction at a time on its single connection). False when unknown.
   */
  async function lock(code: string): Promise<boolean> {
    const res = await db
      .updateTable('creator_codes')
      .set((eb) => ({ active: eb.ref('active') }))
      .where('code', '=', code)
      .executeTakeFirst();
    return Number(res.numUpdatedRows ?? 0) > 0;
  }

  async function countRedemptions(code: string): Promise<number> {
    const row = await db
      .selectFrom('creator_redemptions')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('code', '=', code)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /** Places taken: redemptions plus other users' unexpired checkout holds. */
  async function countTaken(code: string, now: string, exceptUserId: string | null): Promise<number> {
    let q = db
      .selectFrom('creator_code_holds')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('code', '=', code)
      .where('expires_at', '>', now);
    if (exceptUserId) q = q.where('user_id', '!=', exceptUserId);
    const holds = await q.executeTakeFirst();
    return (await countRedemptions(code)) + Number(holds?.n ?? 0);
  }

  async function redemptionOf(userId: string): Promise<{ code: string; redeemedAt: string } | undefined> {
    const row = await db.selectFrom('creator_redemptions').select(['code', 'redeemed_at']).where('user_id', '=', userId).executeTakeFirst();
    return row ? { code: row.code, redeemedAt: row.redeemed_at } : undefined;
  }

  async function find(code: string): Promise<CreatorCode | undefined> {
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
  }

  return {
    countTaken,
    /**
     * Opens a checkout with a code: in one transaction, with the code row locked, checks that it
     * is active and has a free place (redemptions + open holds < max) and holds one place for
     * this user until `expiresAt` (a second checkout of the same user renews the same hold).
     */
    async hold(code: string, userId: string, now: Date, expiresAt: Date): Promise<HoldOutcome> {
      return db.transaction().execute(async (trx) => {
        const r = createCreatorCodesRepository(trx);
        if (!(await r.lock(code))) return 'unknown';
        const found = await r.find(code);
        if (!found) return 'unknown';
        if (!found.active) return 'inactive';
        if (await r.redemptionOf(userId)) return 'already-redeemed';
        // Lapsed holds (checkouts left open past their expiry) give their places back.
        await trx.deleteFrom('creator_code_holds').where('code', '=', code).where('expires_at', '<=', now.toISOString()).execute();
        if ((await r.countTaken(code, now.toISOString(), userId)) >= found.maxRedemptions) return 'full';
        const values = { code, user_id: userId, expires_at: expiresAt.toISOString(), created_at: now.toISOString() };
        await trx
          .insertInto('creator_code_holds')
          .values(values)
          .onConflict((oc) => oc.columns(['code', 'user_id']).doUpdateSet({ expires_at: values.expires_at, created_at: values.created_at }))
          .execute();
        return 'held';
      });
    },
    /** The checkout opened with this user's hold on the code (its session id); false when the hold is gone. */
    async attachCheckout(code: string, userId: string, checkoutId: string): Promise<boolean> {
      const res = await db
        .updateTable('creator_code_holds')
        .set({ checkout_id: checkoutId })
        .where('code', '=', code)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(res.numUpdatedRows ?? 0) > 0;
    },
    /**
     * Deactivates the code (row locked, so no checkout can take a new hold meanwhile) and returns
     * its unexpired holds: the open checkouts to expire. Undefined when there is no such code.
     */
    async deactivate(code: string, now: Date): Promise<Array<{ userId: string; checkoutId: string | null }> | undefined> {
      return db.transaction().execute(async (trx) => {
        const r = createCreatorCodesRepository(trx);
        if (!(await r.lock(code))) return undefined;
        await trx.updateTable('creator_codes').set({ active: 0 }).where('code', '=', code).execute();
        const holds = await trx
          .selectFrom('creator_code_holds')
          .select(['user_id', 'checkout_id'])
          .where('code', '=', code)
          .where('expires_at', '>', now.toISOString())
          .execute();
        return holds.map((h) => ({ userId: h.user_id, checkoutId: h.checkout_id }));
      });
    },
    async releaseHold(code: string, userId: string): Promise<void> {
      await db.deleteFrom('creator_code_holds').where('code', '=', code).where('user_id', '=', userId).execute();
    },
    /**
     * A paid checkout's redemption, inside the payment's transaction: with the code row locked,
     * counts it only while the code is active and below its cap (one per user); the user's hold
     * is released. Never more redemptions than the cap, however many payments race.
     */
    async redeem(code: string, userId: string): Promise<RedeemOutcome> {
      if (!(await lock(code))) return 'unknown';
      const found = await find(code);
      if (!found) return 'unknown';
      if (await redemptionOf(userId)) return 'already-redeemed';
      if (!found.active) return 'inactive';
      if ((await countRedemptions(code)) >= found.maxRedemptions) return 'full';
      await db
        .insertInto('creator_redemptions')
        .values({ code, user_id: userId, redeemed_at: nowIso() })
        .onConflict((oc) => oc.column('user_id').doNothing())
        .execute();
      await db.deleteFrom('creator_code_holds').where('code', '=', code).where('user_id', '=', userId).execute();
      return 'redeemed';
    },
    lock,
    find,
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
    countRedemptions,
    redemptionOf,
    /** One referral per user: the first code that tracked them wins. True when inserted. */
    async trackReferral(code: string, userId: string): Promise<boolean> {
      const res = await db
        .insertInto('creator_referrals')
        .values({ code, user_id: userId, tracked_at: nowIso() })
        .onConflict((oc) => oc.column('user_id').doNothing())
        .executeTakeFirst();
      return Number(res.numInsertedOrUpdatedRows ?? 0) > 0;
    },
  };
}

export type CreatorCodesRepository = ReturnType<typeof createCreatorCodesRepository>;
