import type { Kysely } from 'kysely';

/**
 * Admin dashboard (issue 7). The dashboard's other queries are served by indexes of 0001-core:
 * jobs(created_at) for recent activity and the month/week counts, jobs(status, created_at) for
 * failed jobs, jobs(user_id, created_at) for per-user counts, profiles(created_at) for the
 * newest-first user list. E-mail search is a substring match (`lower(email) LIKE '%…%'`), which
 * no B-tree index can serve, so none is added for it (see docs/ARCHITECTURE.md, Admin).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // "What did this admin change?" — the audit trail by actor, newest first.
  await db.schema.createIndex('admin_audit_actor_idx').on('admin_audit').columns(['actor_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('admin_audit_actor_idx').ifExists().execute();
}
