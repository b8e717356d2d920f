import { sql, type Expression, type SqlBool, type Transaction } from 'kysely';
import type { AdminUserRow, DashboardStats, Plan, RecentActivityItem } from '@decalforge/shared';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { newId } from '../../lib/ids';
import { createProfilesRepository } from '../profiles/profiles.repository';

/** pg returns COUNT/SUM as strings (bigint/numeric) and SUM of nothing as null; SQLite returns numbers. */
const num = (v: unknown): number => (v === null || v === undefined ? 0 : Number(v));

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
  /**
   * How per-user generation counts are computed. `correlated` (default): two small index scans
   * of jobs(user_id, created_at) per listed user. `grouped`: LEFT JOIN one aggregate of all jobs
   * grouped by user_id. Both are kept so the benchmark can compare them.
   */
  strategy?: 'correlated' | 'grouped';
}

export type AuditAction = 'updateUserPlan' | 'grantCredits';

const MAX_CREDITS = 2 ** 31 - 1;
type Tx = Transaction<Database>;

/** The target's profile inside the transaction; a user without a profile row gets one (FREE). */
async function profileInTx(trx: Tx, targetId: string): Promise<{ plan: Plan; bonus_credits: number } | undefined> {
  const profiles = createProfilesRepository(trx);
  let profile = await profiles.find(targetId);
  if (!profile) {
    const user = await trx.selectFrom('user').select('id').where('id', '=', targetId).executeTakeFirst();
    if (!user) return undefined;
    profile = await profiles.ensure(targetId);
  }
  return { plan: profile.plan, bonus_credits: num(profile.bonus_credits) };
}

async function audit(trx: Tx, actorId: string, targetId: string, action: AuditAction, detail: Record<string, unknown>, now: string) {
  await trx
    .insertInto('admin_audit')
    .values({ id: newId(), actor_id: actorId, target_id: targetId, action, detail: JSON.stringify(detail), created_at: now })
    .execute();
}

export function createAdminRepository(db: Db) {
  const countAll = () => sql<string | number>`count(*)`;
  const countWhen = (cond: Expression<SqlBool>) => sql<string | number | null>`sum(case when ${cond} then 1 else 0 end)`;

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
      if (q.strategy === 'grouped') {
        query = query
          .leftJoin(
            (eb) =>
              eb
                .selectFrom('jobs')
                .select((e) => [
                  'jobs.user_id',
                  countAll().as('total'),
                  countWhen(e('jobs.created_at', '>=', q.monthStart)).as('monthly'),
                ])
                .groupBy('jobs.user_id')
                .as('j'),
            (join) => join.onRef('j.user_id', '=', 'p.id'),
          )
          .select(['j.total as totalGenerations', 'j.monthly as monthlyGenerations']);
      } else {
        query = query.select((eb) => [
          eb.selectFrom('jobs').select(countAll().as('n')).whereRef('jobs.user_id', '=', 'p.id').as('totalGenerations'),
          eb
            .selectFrom('jobs')
            .select(countAll().as('n'))
            .whereRef('jobs.user_id', '=', 'p.id')
            .where('jobs.created_at', '>=', q.monthStart)
            .as('monthlyGenerations'),
        ]);
      }
      if (q.search) {
        query = query.where(sql<SqlBool>`lower(${sql.ref('u.email')}) like ${containsPattern(q.search.toLowerCase())} escape '\\'`);
      }
      const rows = (await query
        .orderBy('p.created_at', 'desc')
        .orderBy('p.id', 'desc')
        .limit(q.limit)
        .execute()) as Array<{
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

    /** Sets the plan and writes the audit row in one transaction; undefined when no such user. */
    async updatePlan(actorId: string, targetId: string, plan: Plan, now: string): Promise<{ from: Plan; to: Plan } | undefined> {
      return db.transaction().execute(async (trx) => {
        const before = await profileInTx(trx, targetId);
        if (!before) return undefined;
        await trx.updateTable('profiles').set({ plan }).where('id', '=', targetId).execute();
        await audit(trx, actorId, targetId, 'updateUserPlan', { from: before.plan, to: plan }, now);
        return { from: before.plan, to: plan };
      });
    },

    /**
     * Adds bonus credits and writes the audit row in one transaction. Undefined when no such
     * user; 'too-large' when the balance would leave the 32-bit integer range.
     */
    async addCredits(
      actorId: string,
      targetId: string,
      amount: number,
      now: string,
    ): Promise<{ before: number; after: number } | 'too-large' | undefined> {
      return db.transaction().execute(async (trx) => {
        const before = await profileInTx(trx, targetId);
        if (!before) return undefined;
        if (before.bonus_credits + amount > MAX_CREDITS) return 'too-large' as const;
        await trx
          .updateTable('profiles')
          .set({ bonus_credits: sql<number>`bonus_credits + ${amount}` })
          .where('id', '=', targetId)
          .execute();
        const after = await profileInTx(trx, targetId);
        const balance = num(after?.bonus_credits);
        await audit(trx, actorId, targetId, 'grantCredits', { amount, before: before.bonus_credits, after: balance }, now);
        return { before: before.bonus_credits, after: balance };
      });
    },
  };
}

export type AdminRepository = ReturnType<typeof createAdminRepository>;
