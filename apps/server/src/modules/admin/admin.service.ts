import {
  ADMIN_RECENT_ACTIVITY_LIMIT,
  ADMIN_USER_LIST_LIMIT,
  adminPeriodStarts,
  type AdminOp,
  type AssignablePlan,
  type DashboardStatsResponse,
  type GrantCreditsResponse,
  type RecentActivityResponse,
  type UpdateUserPlanResponse,
  type UserListResponse,
} from '@decalforge/shared';
import type { PlanChangesService } from '../plan-changes/plan-changes.service';
import type { AdminRepository } from './admin.repository';

function bounds(now: Date) {
  const { monthStart, weekStart } = adminPeriodStarts(now);
  return { monthStart: monthStart.toISOString(), weekStart: weekStart.toISOString() };
}

/**
 * Admin rules. The caller is already known to be ADMIN (the route declares `access: 'admin'`).
 * Every method takes `now` so that the month/week windows are deterministic in tests.
 */
export function createAdminService(deps: { repo: AdminRepository; planChanges: PlanChangesService; clock?: () => Date }) {
  const { repo, planChanges } = deps;
  const clock = deps.clock ?? (() => new Date());
  const service = {
    async getDashboardStats(now = clock()): Promise<DashboardStatsResponse> {
      return { stats: await repo.dashboardStats(bounds(now)) };
    },

    async getUserList(opts: { search?: string | null; limit?: number } = {}, now = clock()): Promise<UserListResponse> {
      const search = opts.search?.trim() || undefined;
      const limit = Math.min(opts.limit ?? ADMIN_USER_LIST_LIMIT, ADMIN_USER_LIST_LIMIT);
      return { users: await repo.userList({ search, limit, monthStart: bounds(now).monthStart }) };
    },

    async getRecentActivity(): Promise<RecentActivityResponse> {
      return { recentActivity: await repo.recentActivity(ADMIN_RECENT_ACTIVITY_LIMIT) };
    },

    async updateUserPlan(actorId: string, userId: string, newPlan: AssignablePlan, now = clock()): Promise<UpdateUserPlanResponse> {
      const changed = await planChanges.setPlan(actorId, userId, newPlan, now);
      return { success: true, user: { id: userId, plan: changed.to } };
    },

    async grantCredits(actorId: string, userId: string, creditAmount: number, now = clock()): Promise<GrantCreditsResponse> {
      const granted = await planChanges.grantCredits(actorId, userId, creditAmount, now);
      return { success: true, user: { id: userId, bonus_credits: granted.after } };
    },

    /** Dispatches one validated `admin-user-ops` request made by `actorId`. */
    async run(actorId: string, op: AdminOp) {
      switch (op.action) {
        case 'getDashboardStats':
          return service.getDashboardStats();
        case 'getUserList':
          return service.getUserList({ search: op.search, limit: op.limit });
        case 'getRecentActivity':
          return service.getRecentActivity();
        case 'updateUserPlan':
          return service.updateUserPlan(actorId, op.userId, op.newPlan);
        case 'grantCredits':
          return service.grantCredits(actorId, op.userId, op.creditAmount);
      }
    },
  };
  return service;
}

export type AdminService = ReturnType<typeof createAdminService>;
