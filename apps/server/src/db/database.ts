import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { Env } from '../config/env';
import type { Database } from './schema';
import { CurrentSchemaPostgresDialect } from './current-schema-postgres-dialect';

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
    const db = new Kysely<Database>({ dialect: new CurrentSchemaPostgresDialect({ pool }) });
    return { db, kind: 'postgres', pool, close: () => db.destroy() };
  }
  mkdirSync(env.DATA_DIR, { recursive: true });
  const file = new SQLite(join(env.DATA_DIR, 'decalforge.sqlite'));
  file.pragma('journal_mode = WAL');
  file.pragma('busy_timeout = 5000');
  file.pragma('foreign_keys = ON');
  file.pragma('synchronous = NORMAL');
  cachePreparedStatements(file);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: file }) });
  return { db, kind: 'sqlite', close: () => db.destroy() };
}

/**
 * Kysely's SQLite driver prepares every query anew; preparing costs more than running the small
 * indexed queries of the hot path (session profile, usage). Statements are reused per SQL text
 * (parameters are bound per run; better-sqlite3 statements are reusable). Bounded: the SQL of
 * this app is a fixed set apart from IN-lists, so the cache is simply reset when it grows.
 */
function cachePreparedStatements(file: SQLite.Database, max = 500): void {
  const prepare = file.prepare.bind(file);
  const statements = new Map<string, SQLite.Statement>();
  file.prepare = ((source: string) => {
    let statement = statements.get(source);
    if (!statement) {
      statement = prepare(source);
      if (statements.size >= max) statements.clear();
      statements.set(source, statement);
    }
    return statement;
  }) as typeof file.prepare;
}

/** A COUNT/SUM column as a number: pg returns them as strings (bigint/numeric) and SUM of nothing as null; SQLite returns numbers. */
export const num = (v: unknown): number => (v === null || v === undefined ? 0 : Number(v));

export function nowIso(): string {
  return new Date().toISOString();
}

export async function ping(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
