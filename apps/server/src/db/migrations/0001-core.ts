import { sql, type Kysely } from 'kysely';

/**
 * Core tables. Timestamps are ISO-8601 UTC text on both SQLite and PostgreSQL so that one
 * code path compares them (lexicographic order = time order).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('profiles')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('plan', 'text', (c) => c.notNull().defaultTo('FREE').check(sqlPlanCheck()))
    .addColumn('bonus_credits', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('profiles_created_at_idx').on('profiles').column('created_at').execute();
  await db.schema.createIndex('profiles_plan_idx').on('profiles').column('plan').execute();

  await db.schema
    .createTable('jobs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('prompt', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('improved_prompt', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('settings', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('error', 'text')
    .addColumn('image_key', 'text')
    .addColumn('used_credit', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .execute();
  await db.schema.createIndex('jobs_user_created_idx').on('jobs').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('jobs_created_idx').on('jobs').column('created_at').execute();
  await db.schema.createIndex('jobs_status_created_idx').on('jobs').columns(['status', 'created_at']).execute();

  await db.schema
    .createTable('saved_decals')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('image_url', 'text', (c) => c.notNull())
    .addColumn('prompt', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('improved_prompt', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('generation_settings', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('job_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('saved_decals_user_created_idx').on('saved_decals').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('admin_audit')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('actor_id', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('admin_audit_target_idx').on('admin_audit').columns(['target_id', 'created_at']).execute();
}

function sqlPlanCheck() {
  return sql.raw("plan in ('FREE','BASIC','PAID','PRO','ADMIN')");
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['admin_audit', 'saved_decals', 'jobs', 'profiles']) await db.schema.dropTable(t).ifExists().execute();
}
