import type { Kysely } from 'kysely';

/**
 * Logo Upload (issue 11): each uploaded logo, stored as a PNG under `logos/<user>/<id>.png`.
 * `source_type` is what the upload's content was recognised as (image/png, image/jpeg,
 * image/svg+xml); the stored file is always a PNG.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('logos')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('source_type', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('byte_size', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('logos_user_created_idx').on('logos').columns(['user_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('logos').ifExists().execute();
}
