import { z } from 'zod';
import { assignablePlanSchema } from './enums';
import { utcMonthStart, type Plan } from './plans';

/** docs/product-rules.md, Admin: the admin user list shows at most 100 users; search is debounced 300 ms. */
export const ADMIN_USER_LIST_LIMIT = 100;
export const ADMIN_SEARCH_DEBOUNCE_MS = 300;
/** Recent activity shows the latest 50 generation jobs. */
export const ADMIN_RECENT_ACTIVITY_LIMIT = 50;
/** Upper bound of one grant, so the running total stays well inside a 32-bit integer column. */
export const ADMIN_MAX_CREDIT_GRANT = 1_000_000;
export const ADMIN_MAX_SEARCH_LENGTH = 200;

export const ADMIN_ACTIONS = ['getDashboardStats', 'getUserList', 'getRecentActivity', 'updateUserPlan', 'grantCredits'] as const;
export type AdminAction = (typeof ADMIN_ACTIONS)[number];

const userIdSchema = z
  .string({ error: () => 'userId is required' })
  .trim()
  .min(1, 'userId is required')
  .max(200, 'userId is too long');

export const creditAmountSchema = z
  .number({ error: () => 'creditAmount must be a number' })
  .int('creditAmount must be a whole number')
  .positive('creditAmount must be a positive whole number')
  .max(ADMIN_MAX_CREDIT_GRANT, `creditAmount must be at most ${ADMIN_MAX_CREDIT_GRANT}`);

/** The body of `POST /api/functions/admin-user-ops`, one shape per action. */
export const adminOpSchema = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('getDashboardStats') }),
    z.object({
      action: z.literal('getUserList'),
      search: z
        .string({ error: () => 'search must be a string' })
        .max(ADMIN_MAX_SEARCH_LENGTH, `search must be at most ${ADMIN_MAX_SEARCH_LENGTH} characters`)
        .nullish(),
      limit: z
        .number({ error: () => 'limit must be a number' })
        .int('limit must be a whole number')
        .min(1, 'limit must be at least 1')
        .max(ADMIN_USER_LIST_LIMIT, `limit must be at most ${ADMIN_USER_LIST_LIMIT}`)
        .optional(),
    }),
    z.object({ action: z.literal('getRecentActivity') }),
    z.object({ action: z.literal('updateUserPlan'), userId: userIdSchema, newPlan: assignablePlanSchema }),
    z.object({ action: z.literal('grantCredits'), userId: userIdSchema, creditAmount: creditAmountSchema }),
  ],
  {
    error: (iss) =>
      iss.code === 'invalid_union'
        ? `Unknown action; use one of ${ADMIN_ACTIONS.join(', ')}`
        : iss.code === 'invalid_type'
          ? 'The request body must be a JSON object with an action'
          : undefined,
  },
);
export type AdminOp = z.infer<typeof adminOpSchema>;

/** Dashboard stats (docs/product-rules.md, Admin). proUsers counts PRO and the legacy PAID plan. */
export interface DashboardStats {
  totalUsers: number;
  freeUsers: number;
  basicUsers: number;
  proUsers: number;
  adminUsers: number;
  totalGenerations: number;
  monthlyGenerations: number;
  weeklyGenerations: number;
  failedGenerations: number;
  newUsersThisMonth: number;
  newUsersThisWeek: number;
}

export const EMPTY_DASHBOARD_STATS: DashboardStats = {
  totalUsers: 0,
  freeUsers: 0,
  basicUsers: 0,
  proUsers: 0,
  adminUsers: 0,
  totalGenerations: 0,
  monthlyGenerations: 0,
  weeklyGenerations: 0,
  failedGenerations: 0,
  newUsersThisMonth: 0,
  newUsersThisWeek: 0,
};

/** One row of the admin user list (docs/product-rules.md, Admin). */
export interface AdminUserRow {
  id: string;
  email: string | null;
  plan: Plan;
  bonus_credits: number;
  totalGenerations: number;
  monthlyGenerations: number;
  created_at: string;
}

/** One recent generation job with its user's e-mail (docs/product-rules.md, Admin). */
export interface RecentActivityItem {
  id: string;
  status: string;
  prompt: string;
  created_at: string;
  profiles: { email: string | null };
}

export interface DashboardStatsResponse {
  stats: DashboardStats;
}
export interface UserListResponse {
  users: AdminUserRow[];
}
export interface RecentActivityResponse {
  recentActivity: RecentActivityItem[];
}
export interface UpdateUserPlanResponse {
  success: true;
  user: { id: string; plan: Plan };
}
export interface GrantCreditsResponse {
  success: true;
  user: { id: string; bonus_credits: number };
}

/**
 * The windows the dashboard counts. Month: since 00:00 UTC on the first day of the current UTC
 * month. Week: since Monday 00:00 UTC of the current ISO week (so early in a month the week may
 * start in the previous month). Both bounds are inclusive.
 */
export function adminPeriodStarts(now: Date): { monthStart: Date; weekStart: Date } {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  const d = now.getUTCDate();
  const sinceMonday = (now.getUTCDay() + 6) % 7;
  return { monthStart: utcMonthStart(now), weekStart: new Date(Date.UTC(y, m, d - sinceMonday)) };
}

/** Paid subscribers: Basic plus Pro (Pro includes legacy PAID). */
export function paidSubscribers(s: Pick<DashboardStats, 'basicUsers' | 'proUsers'>): number {
  return s.basicUsers + s.proUsers;
}

/** Share of `part` in `total` as a whole percentage; 0 when the total is 0. */
export function percentOf(part: number, total: number): number {
  return total > 0 ? Math.round((part / total) * 100) : 0;
}

/** Success rate: (total − failed) / total, rounded percent; 0 when there are no generations. */
export function successRatePercent(s: Pick<DashboardStats, 'totalGenerations' | 'failedGenerations'>): number {
  return percentOf(s.totalGenerations - s.failedGenerations, s.totalGenerations);
}

/** Average generations per user, rounded; 0 when there are no users. */
export function avgGenerationsPerUser(s: Pick<DashboardStats, 'totalGenerations' | 'totalUsers'>): number {
  return s.totalUsers > 0 ? Math.round(s.totalGenerations / s.totalUsers) : 0;
}

/** Active users on the Statistics tab: free + basic + pro (admins excluded). */
export function activeUsers(s: Pick<DashboardStats, 'freeUsers' | 'basicUsers' | 'proUsers'>): number {
  return s.freeUsers + s.basicUsers + s.proUsers;
}

/** `$x.xx` for the revenue cards. */
export function formatUsd(amount: number): string {
  return `$${amount.toFixed(2)}`;
}

/** What the admin Platform Health panel checks (`GET /api/admin/health`). */
export const PLATFORM_HEALTH_CHECKS = ['database', 'queue', 'storage', 'mail'] as const;
export type PlatformHealthCheckName = (typeof PLATFORM_HEALTH_CHECKS)[number];

export interface PlatformHealthCheck {
  name: PlatformHealthCheckName;
  ok: boolean;
  /** How long the check took, in milliseconds. */
  ms: number;
  /** What runs behind it (`postgres`, `pg-boss`, `s3`, `smtp`, …). */
  kind: string;
  /** Why it failed (admins only; never on the public /readyz). */
  error?: string;
}

export interface PlatformHealth {
  ok: boolean;
  checkedAt: string;
  checks: PlatformHealthCheck[];
}
