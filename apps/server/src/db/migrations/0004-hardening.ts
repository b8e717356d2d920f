import type { Kysely } from 'kysely';

/**
 * Hardening. `creator_code_holds`: a checkout opened with a creator code holds one of the code's
 * places until it is paid, left, or expires (one hold per user and code), so open checkouts count
 * against the cap.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('creator_code_holds')
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('creator_code_holds_pk', ['code', 'user_id'])
    .execute();
  await db.schema.createIndex('creator_code_holds_code_idx').on('creator_code_holds').columns(['code', 'expires_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('creator_code_holds').ifExists().execute();
}
