import type { Kysely } from 'kysely';

/**
 * Personal API tokens (issue 15, public API). Only the SHA-256 of a token is stored
 * (`token_hash`, unique); `prefix` is its first characters, kept to show it in the list.
 * Revoked tokens keep their row (`revoked_at`) and never authenticate again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('api_tokens')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('prefix', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text')
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('api_tokens_user_idx').on('api_tokens').columns(['user_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('api_tokens').ifExists().execute();
}
