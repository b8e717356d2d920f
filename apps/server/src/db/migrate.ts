import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './database';
import * as m0001 from './migrations/0001-core';
import * as m0002 from './migrations/0002-billing';
import * as m0003 from './migrations/0003-admin';
import * as m0004 from './migrations/0004-hardening';
import * as m0005 from './migrations/0005-checkout-ids';
import * as m0006 from './migrations/0006-saved-settings-from-jobs';
import * as m0007 from './migrations/0007-logos';
import * as m0008 from './migrations/0008-api-tokens';

/** All migrations, in order (names unique and sortable); a new one is appended. */
const MIGRATIONS: Record<string, Migration> = {
  '0001-core': m0001,
  '0002-billing': m0002,
  '0003-admin': m0003,
  '0004-hardening': m0004,
  '0005-checkout-ids': m0005,
  '0006-saved-settings-from-jobs': m0006,
  '0007-logos': m0007,
  '0008-api-tokens': m0008,
};

class InCodeProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return MIGRATIONS;
  }
}

/**
 * Applies every pending migration. On PostgreSQL the migration tables are pinned to our schema,
 * and the database's introspector reads only that schema (`current-schema-postgres-dialect.ts`): Kysely's
 * own scans every schema and fails when another client drops one during the scan.
 */
export async function migrateToLatest(db: Db, pgSchema?: string): Promise<void> {
  const migrator = new Migrator({ db, provider: new InCodeProvider(), ...(pgSchema ? { migrationTableSchema: pgSchema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
