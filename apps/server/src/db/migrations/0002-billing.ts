import type { Kysely } from 'kysely';

/**
 * Billing and creator codes. One subscription row per user (the newest subscription the
 * provider reports), processed webhook event ids, offline test-mode checkout sessions,
 * creator codes with their referrals and redemptions (one of each per user).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('subscriptions')
    .addColumn('user_id', 'text', (c) => c.primaryKey())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'text')
    .addColumn('subscription_id', 'text')
    .addColumn('plan', 'text')
    .addColumn('interval', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('none'))
    .addColumn('current_period_end', 'text')
    .addColumn('cancel_at_period_end', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('subscriptions_customer_idx').on('subscriptions').column('customer_id').execute();
  await db.schema.createIndex('subscriptions_period_end_idx').on('subscriptions').columns(['status', 'current_period_end']).execute();

  await db.schema
    .createTable('billing_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('test_checkout_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('plan', 'text', (c) => c.notNull())
    .addColumn('interval', 'text', (c) => c.notNull())
    .addColumn('creator_code', 'text')
    .addColumn('discount_percent', 'integer')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('test_checkout_sessions_user_idx').on('test_checkout_sessions').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('creator_codes')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('creator_name', 'text', (c) => c.notNull())
    .addColumn('discount_percent', 'integer', (c) => c.notNull().defaultTo(10))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('max_redemptions', 'integer', (c) => c.notNull().defaultTo(50))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('creator_referrals')
    .addColumn('user_id', 'text', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('tracked_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('creator_referrals_code_idx').on('creator_referrals').column('code').execute();

  await db.schema
    .createTable('creator_redemptions')
    .addColumn('user_id', 'text', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('redeemed_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('creator_redemptions_code_idx').on('creator_redemptions').column('code').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['creator_redemptions', 'creator_referrals', 'creator_codes', 'test_checkout_sessions', 'billing_events', 'subscriptions']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
