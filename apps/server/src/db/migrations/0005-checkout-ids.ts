import type { Kysely } from 'kysely';

/**
 * A creator-code hold remembers the checkout that took it (the Stripe Checkout Session id, or
 * the test session's), so deactivating the code can expire its open checkouts: a deactivated
 * code's discount must not stay payable (issue 12).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('creator_code_holds').addColumn('checkout_id', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('creator_code_holds').dropColumn('checkout_id').execute();
}
