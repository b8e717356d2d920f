import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './database';
import * as m0001 from './migrations/0001-core';
import * as m0002 from './migrations/0002-billing';
import * as m0003 from './migrations/0003-admin';
import * as m0004 from './migrations/0004-hardening';
import * as m0005 from './migrations/0005-checkout-ids';

/** All migrations, in order. Later issues append their own module here. */
const MIGRATIONS: Record<string, Migration> = {
  '0001-core': m0001,
  // '0002-…' and later: one line per module, in order (keep names unique and sortable).
  '0002-billing': m0002,
  '0003-admin': m0003,
  '0004-hardening': m0004,
  '0005-checkout-ids': m0005,
};

class InCodeProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return MIGRATIONS;
  }
}

/**
 * Applies every pending migration. On PostgreSQL the migration tables are pinned to our schema:
 * Kysely's existence check otherwise matches a `kysely_migration` table in any other schema.
 */
export async function migrateToLatest(db: Db, pgSchema?: string): Promise<void> {
  const migrator = new Migrator({ db, provider: new InCodeProvider(), ...(pgSchema ? { migrationTableSchema: pgSchema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
