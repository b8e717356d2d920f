import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { usingPostgres } from './helpers/test-app';

const url = process.env.TEST_DATABASE_URL as string;
const name = (tag: string) => `t_${tag}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;

describe.runIf(usingPostgres)('migrations on a PostgreSQL shared with other schemas', () => {
  it('migrate while other schemas are created and dropped at the same time (parallel test suites)', { timeout: 120_000 }, async () => {
    // another client churning schemas, as the other test files' set-up and clean-up do
    const churn = new pg.Client({ connectionString: url });
    await churn.connect();
    let running = true;
    const churning = (async () => {
      while (running) {
        const s = name('churn');
        await churn.query(`CREATE SCHEMA "${s}"`);
        await churn.query(`CREATE TABLE "${s}".x (id int)`);
        await churn.query(`DROP SCHEMA "${s}" CASCADE`);
      }
    })();
    const ours: string[] = [];
    try {
      for (let k = 0; k < 6; k++) {
        const schema = name('mig');
        ours.push(schema);
        const handle = await openDatabase({ DATABASE_URL: url, DATABASE_SCHEMA: schema, DATA_DIR: '' });
        try {
          await migrateToLatest(handle.db, schema);
          // the introspector reads our schema only, so it neither trips over the churn nor
          // sees another schema's tables
          const tables = await handle.db.introspection.getTables({ withInternalKyselyTables: true });
          expect(tables.map((t) => t.name)).toEqual(expect.arrayContaining(['jobs', 'kysely_migration']));
          expect(new Set(tables.map((t) => t.schema))).toEqual(new Set([schema]));
        } finally {
          await handle.close();
        }
      }
    } finally {
      running = false;
      await churning;
      for (const s of ours) await churn.query(`DROP SCHEMA IF EXISTS "${s}" CASCADE`);
      await churn.end();
    }
  });
});
