import { sql, type SqlBool } from 'kysely';
import type { AdminUserRow, DashboardStats, Plan, RecentActivityItem } from '@decalforge/shared';
import { num, type Db } from '../../db/database';

/** `%text%` for LIKE, with `\`, `%` and `_` escaped so they match literally (used with ESCAPE '\'). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export interface PeriodBounds {
  /** ISO-8601 UTC, inclusive. */
  monthStart: string;
  weekStart: string;
}

export interface UserListQuery {
  /** Already trimmed; absent or empty = every user. */
  search?: string;
  limit: number;
  monthStart: string;
}

export function createAdminRepository(db: Db) {
  const countAll = () => sql<string | number>`count(*)`;

  return {
    /**
     * The eleven dashboard counters, computed in SQL by two queries sent concurrently (one about
     * users, one about jobs; on PostgreSQL they run on two pool connections). Each counter is a
     * scalar COUNT subquery that an index can answer: profiles(plan) for the plan counts,
     * profiles(created_at) and jobs(created_at) for the month/week windows, jobs(status, created_at)
     * for failures. Only the overall job count has to visit every job.
     */
    async dashboardStats(bounds: PeriodBounds): Promise<DashboardStats> {
      const profilesWhere = (col: 'plan' | 'created_at', op: '=' | 'in' | '>=', value: string | string[]) =>
        db.selectFrom('profiles').select(countAll().as('n')).where(col, op, value);
      const users = db
        .selectNoFrom([
          db.selectFrom('profiles').select(countAll().as('n')).as('totalUsers'),
          profilesWhere('plan', '=', 'FREE').as('freeUsers'),
          profilesWhere('plan', '=', 'BASIC').as('basicUsers'),
          profilesWhere('plan', 'in', ['PRO', 'PAID']).as('proUsers'),
          profilesWhere('plan', '=', 'ADMIN').as('adminUsers'),
          profilesWhere('created_at', '>=', bounds.monthStart).as('newUsersThisMonth'),
          profilesWhere('created_at', '>=', bounds.weekStart).as('newUsersThisWeek'),
        ])
        .executeTakeFirstOrThrow();
      const jobs = db
        .selectNoFrom([
          db.selectFrom('jobs').select(countAll().as('n')).as('totalGenerations'),
          db.selectFrom('jobs').select(countAll().as('n')).where('created_at', '>=', bounds.monthStart).as('monthlyGenerations'),
          db.selectFrom('jobs').select(countAll().as('n')).where('created_at', '>=', bounds.weekStart).as('weeklyGenerations'),
          db.selectFrom('jobs').select(countAll().as('n')).where('status', '=', 'FAILED').as('failedGenerations'),
        ])
        .executeTakeFirstOrThrow();
      const [u, j] = await Promise.all([users, jobs]);
      return {
        totalUsers: num(u.totalUsers),
        freeUsers: num(u.freeUsers),
        basicUsers: num(u.basicUsers),
        proUsers: num(u.proUsers),
        adminUsers: num(u.adminUsers),
        totalGenerations: num(j.totalGenerations),
        monthlyGenerations: num(j.monthlyGenerations),
        weeklyGenerations: num(j.weeklyGenerations),
        failedGenerations: num(j.failedGenerations),
        newUsersThisMonth: num(u.newUsersThisMonth),
        newUsersThisWeek: num(u.newUsersThisWeek),
      };
    },

    /** Users (profiles with their e-mail), newest first, with their generation counts, in one query. */
    async userList(q: UserListQuery): Promise<AdminUserRow[]> {
      let query = db
        .selectFrom('profiles as p')
        .leftJoin('user as u', 'u.id', 'p.id')
        .select(['p.id', 'u.email', 'p.plan', 'p.bonus_credits', 'p.created_at']);
      // Per listed user, two small index scans of jobs(user_id, created_at) (the benchmark
      // compares this with one grouped aggregate of all jobs: bench/admin.bench.ts).
      query = query.select((eb) => [
        eb.selectFrom('jobs').select(countAll().as('n')).whereRef('jobs.user_id', '=', 'p.id').as('totalGenerations'),
        eb
          .selectFrom('jobs')
          .select(countAll().as('n'))
          .whereRef('jobs.user_id', '=', 'p.id')
          .where('jobs.created_at', '>=', q.monthStart)
          .as('monthlyGenerations'),
      ]);
      if (q.search) {
        query = query.where(sql<SqlBool>`lower(${sql.ref('u.email')}) like ${containsPattern(q.search.toLowerCase())} escape '\\'`);
      }
      const rows = (await query.orderBy('p.created_at', 'desc').orderBy('p.id', 'desc').limit(q.limit).execute()) as Array<{
        id: string;
        email: string | null;
        plan: Plan;
        bonus_credits: number;
        created_at: string;
        totalGenerations: unknown;
        monthlyGenerations: unknown;
      }>;
      return rows.map((r) => ({
        id: r.id,
        email: r.email ?? null,
        plan: r.plan,
        bonus_credits: num(r.bonus_credits),
        totalGenerations: num(r.totalGenerations),
        monthlyGenerations: num(r.monthlyGenerations),
        created_at: r.created_at,
      }));
    },

    /** The latest generation jobs with their user's e-mail (null when the user is gone). */
    async recentActivity(limit: number): Promise<RecentActivityItem[]> {
      const rows = await db
        .selectFrom('jobs as j')
        .leftJoin('user as u', 'u.id', 'j.user_id')
        .select(['j.id', 'j.status', 'j.prompt', 'j.created_at', 'u.email'])
        .orderBy('j.created_at', 'desc')
        .orderBy('j.id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((r) => ({
        id: r.id,
        status: r.status,
        prompt: r.prompt,
        created_at: r.created_at,
        profiles: { email: r.email ?? null },
      }));
    },
  };
}

export type AdminRepository = ReturnType<typeof createAdminRepository>;
