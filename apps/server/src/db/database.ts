import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { Env } from '../config/env';
import type { Database } from './schema';

export type Db = Kysely<Database>;

export interface DbHandle {
  db: Db;
  kind: 'sqlite' | 'postgres';
  /** PostgreSQL pool (for pg-boss and better-auth), when on PostgreSQL. */
  pool?: pg.Pool;
  close(): Promise<void>;
}

/** Opens the database the environment names: SQLite under DATA_DIR, or PostgreSQL. */
export async function openDatabase(env: Pick<Env, 'DATABASE_URL' | 'DATABASE_SCHEMA' | 'DATA_DIR'>): Promise<DbHandle> {
  if (env.DATABASE_URL) {
    const schema = env.DATABASE_SCHEMA;
    if (schema) {
      const admin = new pg.Client({ connectionString: env.DATABASE_URL });
      await admin.connect();
      try {
        await admin.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
      } finally {
        await admin.end();
      }
    }
    const pool = new pg.Pool({
      connectionString: env.DATABASE_URL,
      max: 10,
      ...(schema ? { options: `-c search_path="${schema}"` } : {}),
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', pool, close: () => db.destroy() };
  }
  mkdirSync(env.DATA_DIR, { recursive: true });
  const file = new SQLite(join(env.DATA_DIR, 'decalforge.sqlite'));
  file.pragma('journal_mode = WAL');
  file.pragma('busy_timeout = 5000');
  file.pragma('foreign_keys = ON');
  file.pragma('synchronous = NORMAL');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: file }) });
  return { db, kind: 'sqlite', close: () => db.destroy() };
}

export function nowIso(): string {
  return new Date().toISOString();
}

export async function ping(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
