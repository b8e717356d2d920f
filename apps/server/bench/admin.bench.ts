/**
 * Admin dashboard benchmark on PostgreSQL: 100k users, 1M generation jobs, in a schema of its
 * own (dropped at the end). Prints the median of each admin action through the service.
 *
 *   npm run bench:admin            (TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432/test)
 *   BENCH_USERS=20000 BENCH_JOBS=200000 BENCH_RUNS=20 npm run bench:admin
 *   BENCH_KEEP=1 keeps the seeded schema; BENCH_SCHEMA=<name> reuses it (no seeding) while tuning;
 *   BENCH_EXPLAIN=1 prints EXPLAIN ANALYZE of every query.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import { Kysely, PostgresDialect, sql, type CompiledQuery, type SqlBool } from 'kysely';
import pg from 'pg';
import { adminPeriodStarts } from '@decalforge/shared';
import { buildContext } from '../src/build-context';
import type { Database } from '../src/db/schema';
import { loadEnv } from '../src/config/env';
import { containsPattern, createAdminRepository, type UserListQuery } from '../src/modules/admin/admin.repository';
import { createAdminService } from '../src/modules/admin/admin.service';
import type { PlanChangesService } from '../src/modules/plan-changes/plan-changes.service';

const DATABASE_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const USERS = Number(process.env.BENCH_USERS || 100_000);
const JOBS = Number(process.env.BENCH_JOBS || 1_000_000);
const RUNS = Math.max(10, Number(process.env.BENCH_RUNS || 15));
const TARGET_MS = 150;

const reuse = process.env.BENCH_SCHEMA;
const schema = reuse || `bench_admin_${Date.now().toString(36)}_${randomBytes(2).toString('hex')}`;
const keep = Boolean(process.env.BENCH_KEEP || reuse);
const dataDir = mkdtempSync(join(tmpdir(), 'df-bench-admin-'));

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
}

async function time(label: string, fn: () => Promise<unknown>, results: Array<{ label: string; median: number; p90: number }>) {
  await fn();
  await fn(); // warm-up: plans cached, pages in shared buffers
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await fn();
    samples.push(performance.now() - t0);
  }
  const sorted = [...samples].sort((a, b) => a - b);
  const r = { label, median: median(samples), p90: sorted[Math.floor(sorted.length * 0.9)] as number };
  results.push(r);
  console.log(
    `${label.padEnd(52)} median ${r.median.toFixed(1).padStart(7)} ms   p90 ${r.p90.toFixed(1).padStart(7)} ms   ${r.median <= TARGET_MS ? 'ok' : `ABOVE ${TARGET_MS} ms`}`,
  );
}

const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

/** Bulk seed in SQL: users, profiles and jobs from generate_series, then VACUUM ANALYZE. */
async function seed(db: Kysely<Database>) {
  console.log(`PostgreSQL schema ${schema}: seeding ${USERS.toLocaleString('en-US')} users and ${JOBS.toLocaleString('en-US')} jobs…`);
  const t0 = performance.now();
  // Users signed up over ~2 years, one every 10 minutes (newest = user1).
  await sql`
    INSERT INTO "user" (id, name, email, "emailVerified", "createdAt", "updatedAt")
    SELECT 'u' || g, 'user' || g, 'user' || g || '@bench.test', true,
           now() - g * interval '10 minutes', now() - g * interval '10 minutes'
    FROM generate_series(1, ${USERS}::int) g`.execute(db);
  await sql`
    INSERT INTO profiles (id, plan, bonus_credits, created_at)
    SELECT 'u' || g,
           CASE WHEN g <= 5 THEN 'ADMIN' WHEN g % 100 < 12 THEN 'BASIC' WHEN g % 100 < 18 THEN 'PRO'
                WHEN g % 100 = 18 THEN 'PAID' ELSE 'FREE' END,
           g % 4,
           to_char((now() - g * interval '10 minutes') AT TIME ZONE 'UTC', ${sql.raw(ISO)})
    FROM generate_series(1, ${USERS}::int) g`.execute(db);
  // Jobs spread over the last year; 5 % failed, 1 % running; ~10 per user.
  await sql`
    INSERT INTO jobs (id, user_id, status, prompt, improved_prompt, settings, created_at, finished_at)
    SELECT 'j' || g,
           'u' || (1 + (g::bigint * 7919) % ${USERS}::int),
           CASE WHEN r < 0.05 THEN 'FAILED' WHEN r < 0.06 THEN 'RUNNING' ELSE 'COMPLETE' END,
           'neon dragon flames number ' || g, '', '{}',
           to_char((now() - r2 * interval '365 days') AT TIME ZONE 'UTC', ${sql.raw(ISO)}),
           NULL
    FROM (SELECT g, random() AS r, random() AS r2 FROM generate_series(1, ${JOBS}::int) g) s`.execute(db);
  await sql`VACUUM ANALYZE`.execute(db).catch(async () => sql`ANALYZE`.execute(db));
  console.log(`seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s (schema ${schema})`);
}

async function main() {
  const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL, DATABASE_SCHEMA: schema });
  const ctx = await buildContext(env, Fastify({ logger: false }).log);
  const db = ctx.dbh.db;
  try {
    if (!reuse) await seed(db);
    else console.log(`PostgreSQL schema ${schema} (reused, not re-seeded)`);
    console.log(`${RUNS} timed runs each after 2 warm-ups\n`);

    const repo = createAdminRepository(db);
    const service = ctx.services.admin;
    const results: Array<{ label: string; median: number; p90: number }> = [];
    const monthStart = adminPeriodStarts(new Date()).monthStart.toISOString();

    await time('getDashboardStats', () => service.getDashboardStats(), results);
    await time('getUserList (no search, limit 100)', () => service.getUserList({}), results);
    await time("getUserList search 'user42' (~1.1k matches)", () => service.getUserList({ search: 'user42' }), results);
    await time("getUserList search 'USER99999@' (1 match)", () => service.getUserList({ search: 'USER99999@' }), results);
    await time("getUserList search 'nobody' (no match)", () => service.getUserList({ search: 'nobody' }), results);
    await time('getRecentActivity (latest 50)', () => service.getRecentActivity(), results);

    console.log('\nPer-user generation counts, strategy comparison (repository, limit 100):');
    await time('  correlated subqueries, no search', () => repo.userList({ limit: 100, monthStart }), results);
    await time('  LEFT JOIN grouped jobs, no search', () => groupedUserList(db, { limit: 100, monthStart }), results);
    await time("  correlated subqueries, search 'user42'", () => repo.userList({ search: 'user42', limit: 100, monthStart }), results);
    await time(
      "  LEFT JOIN grouped jobs, search 'user42'",
      () => groupedUserList(db, { search: 'user42', limit: 100, monthStart }),
      results,
    );

    if (process.env.BENCH_EXPLAIN) await explainAll(ctx.dbh.pool as pg.Pool, ctx.services.planChanges);

    const stats = (await service.getDashboardStats()).stats;
    console.log(
      `\nsanity: totalUsers ${stats.totalUsers}, totalGenerations ${stats.totalGenerations}, monthly ${stats.monthlyGenerations}, weekly ${stats.weeklyGenerations}, failed ${stats.failedGenerations}`,
    );
    const above = results.filter((r) => !r.label.startsWith('  ') && r.median > TARGET_MS);
    console.log(
      above.length ? `\n${above.length} action(s) above the ${TARGET_MS} ms target` : `\nevery action within the ${TARGET_MS} ms target`,
    );
  } finally {
    for (const fn of [...ctx.onClose].reverse()) await fn();
    rmSync(dataDir, { recursive: true, force: true });
    if (keep) {
      console.log(`kept schema ${schema} (drop it with: DROP SCHEMA "${schema}" CASCADE)`);
    } else {
      const c = new pg.Client({ connectionString: DATABASE_URL });
      await c.connect();
      await c.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await c.end();
    }
  }
}

/**
 * The alternative the repository's correlated per-user counts are measured against: one LEFT
 * JOIN of an aggregate of all jobs grouped by user. Kept here, not in production SQL.
 */
async function groupedUserList(db: Kysely<Database>, q: UserListQuery) {
  const count = () => sql<string | number>`count(*)`;
  let query = db
    .selectFrom('profiles as p')
    .leftJoin('user as u', 'u.id', 'p.id')
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('jobs')
          .select((e) => [
            'jobs.user_id',
            count().as('total'),
            sql<string | number | null>`sum(case when ${e('jobs.created_at', '>=', q.monthStart)} then 1 else 0 end)`.as('monthly'),
          ])
          .groupBy('jobs.user_id')
          .as('j'),
      (join) => join.onRef('j.user_id', '=', 'p.id'),
    )
    .select([
      'p.id',
      'u.email',
      'p.plan',
      'p.bonus_credits',
      'p.created_at',
      'j.total as totalGenerations',
      'j.monthly as monthlyGenerations',
    ]);
  if (q.search) query = query.where(sql<SqlBool>`lower(${sql.ref('u.email')}) like ${containsPattern(q.search.toLowerCase())} escape '\\'`);
  return query.orderBy('p.created_at', 'desc').orderBy('p.id', 'desc').limit(q.limit).execute();
}

/** BENCH_EXPLAIN=1: EXPLAIN ANALYZE of every query the service sends (captured through Kysely's log). */
async function explainAll(pool: pg.Pool, planChanges: PlanChangesService) {
  const captured: CompiledQuery[] = [];
  const logged = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    log: (e) => {
      if (e.level === 'query') captured.push(e.query);
    },
  });
  const service = createAdminService({ repo: createAdminRepository(logged), planChanges });
  await service.getDashboardStats();
  await service.getUserList({});
  await service.getUserList({ search: 'user42' });
  await service.getRecentActivity();
  for (const q of captured) {
    const plan = await pool.query(`EXPLAIN (ANALYZE, BUFFERS) ${q.sql}`, q.parameters as unknown[]);
    console.log(`\n${q.sql}\n${plan.rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n')}`);
  }
}

await main();
