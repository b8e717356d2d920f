import type { Kysely } from 'kysely';
import type { BillingInterval, BillingProvider, PaidPlan } from '@decalforge/shared';
import type { Database } from '../../db/schema';
import { nowIso } from '../../db/database';

export interface SubscriptionRecord {
  userId: string;
  provider: BillingProvider;
  customerId: string | null;
  subscriptionId: string | null;
  plan: PaidPlan | null;
  interval: BillingInterval | null;
  status: string;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  updatedAt: string;
}

export interface TestSessionRecord {
  id: string;
  userId: string;
  plan: PaidPlan;
  interval: BillingInterval;
  creatorCode: string | null;
  discountPercent: number | null;
  status: 'open' | 'complete' | 'canceled' | 'expired';
  createdAt: string;
}

type SubscriptionRow = Database['subscriptions'];

function toRecord(row: SubscriptionRow): SubscriptionRecord {
  return {
    userId: row.user_id,
    provider: row.provider,
    customerId: row.customer_id,
    subscriptionId: row.subscription_id,
    plan: row.plan,
    interval: row.interval,
    status: row.status,
    currentPeriodEnd: row.current_period_end,
    cancelAtPeriodEnd: Boolean(Number(row.cancel_at_period_end)),
    updatedAt: row.updated_at,
  };
}

/** SQL for subscriptions, processed events, test sessions and the plan column billing owns. */
export function createBillingRepository(db: Kysely<Database>) {
  return {
    async findSubscription(userId: string): Promise<SubscriptionRecord | undefined> {
      const row = await db.selectFrom('subscriptions').selectAll().where('user_id', '=', userId).executeTakeFirst();
      return row ? toRecord(row) : undefined;
    },
    async findByCustomer(customerId: string): Promise<SubscriptionRecord | undefined> {
      const row = await db.selectFrom('subscriptions').selectAll().where('customer_id', '=', customerId).executeTakeFirst();
      return row ? toRecord(row) : undefined;
    },
    async upsertSubscription(rec: Omit<SubscriptionRecord, 'updatedAt'>): Promise<void> {
      const values = {
        user_id: rec.userId,
        provider: rec.provider,
        customer_id: rec.customerId,
        subscription_id: rec.subscriptionId,
        plan: rec.plan,
        interval: rec.interval,
        status: rec.status,
        current_period_end: rec.currentPeriodEnd,
        cancel_at_period_end: rec.cancelAtPeriodEnd ? 1 : 0,
        updated_at: nowIso(),
      };
      await db
        .insertInto('subscriptions')
        .values(values)
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...values, user_id: undefined }))
        .execute();
    },
    /** Remembers the provider's customer for a user who has no subscription yet. */
    async saveCustomer(userId: string, provider: BillingProvider, customerId: string): Promise<void> {
      await db
        .insertInto('subscriptions')
        .values({ user_id: userId, provider, customer_id: customerId, status: 'none', cancel_at_period_end: 0, updated_at: nowIso() })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ customer_id: customerId, provider, updated_at: nowIso() }))
        .execute();
    },
    /**
     * Subscriptions whose period has ended and that need a lazy transition: ones set to cancel
     * (→ FREE) and test-mode ones that renew.
     */
    async dueSubscriptions(now: string, statuses: readonly string[]): Promise<SubscriptionRecord[]> {
      const rows = await db
        .selectFrom('subscriptions')
        .selectAll()
        .where('status', 'in', [...statuses])
        .where('current_period_end', '<=', now)
        .where((eb) => eb.or([eb('cancel_at_period_end', '=', 1), eb('provider', '=', 'test')]))
        .execute();
      return rows.map(toRecord);
    },
    /** The earliest period end that will need a lazy transition, or null. */
    async nextDueAt(statuses: readonly string[]): Promise<string | null> {
      const row = await db
        .selectFrom('subscriptions')
        .select((eb) => eb.fn.min('current_period_end').as('next'))
        .where('status', 'in', [...statuses])
        .where('current_period_end', 'is not', null)
        .where((eb) => eb.or([eb('cancel_at_period_end', '=', 1), eb('provider', '=', 'test')]))
        .executeTakeFirst();
      return (row?.next as string | null | undefined) ?? null;
    },
    async isEventProcessed(eventId: string): Promise<boolean> {
      const row = await db.selectFrom('billing_events').select('id').where('id', '=', eventId).executeTakeFirst();
      return Boolean(row);
    },
    /** Insert-or-ignore; true when this call recorded the event (first delivery). */
    async recordEvent(eventId: string, type: string): Promise<boolean> {
      const res = await db
        .insertInto('billing_events')
        .values({ id: eventId, type, received_at: nowIso() })
        .onConflict((oc) => oc.column('id').doNothing())
        .executeTakeFirst();
      return Number(res.numInsertedOrUpdatedRows ?? 0) > 0;
    },
    async insertTestSession(s: Omit<TestSessionRecord, 'status' | 'createdAt'>): Promise<void> {
      await db
        .insertInto('test_checkout_sessions')
        .values({
          id: s.id,
          user_id: s.userId,
          plan: s.plan,
          interval: s.interval,
          creator_code: s.creatorCode,
          discount_percent: s.discountPercent,
          status: 'open',
          created_at: nowIso(),
        })
        .execute();
    },
    async findTestSession(id: string): Promise<TestSessionRecord | undefined> {
      const row = await db.selectFrom('test_checkout_sessions').selectAll().where('id', '=', id).executeTakeFirst();
      if (!row) return undefined;
      return {
        id: row.id,
        userId: row.user_id,
        plan: row.plan,
        interval: row.interval,
        creatorCode: row.creator_code,
        discountPercent: row.discount_percent === null ? null : Number(row.discount_percent),
        status: row.status,
        createdAt: row.created_at,
      };
    },
    /** Moves an open session to `status`; false when it was no longer open (lost a race). */
    async closeTestSession(id: string, status: 'complete' | 'canceled' | 'expired'): Promise<boolean> {
      const res = await db
        .updateTable('test_checkout_sessions')
        .set({ status })
        .where('id', '=', id)
        .where('status', '=', 'open')
        .executeTakeFirst();
      return Number(res.numUpdatedRows ?? 0) > 0;
    },
  };
}

export type BillingRepository = ReturnType<typeof createBillingRepository>;
