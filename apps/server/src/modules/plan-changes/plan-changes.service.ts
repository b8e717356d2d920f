import { assignablePlanSchema, creditAmountSchema, type AssignablePlan } from '@decalforge/shared';
import { badRequest, notFound } from '../../http/errors';
import type { PlanChangesRepository } from './plan-changes.repository';

export const USER_NOT_FOUND = 'User not found';

/** The audit actor of changes made with `npm run admin` (no signed-in person behind them). */
export const CLI_ACTOR = 'cli';

/**
 * The one path for plan and credit changes made by people: the admin panel (actor = the admin's
 * user id) and the operator CLI (actor `cli`). Same rules for both: assignable plans only, a
 * grant between 1 and ADMIN_MAX_CREDIT_GRANT, a balance inside the column, one audit row per
 * change in the change's transaction. Billing changes plans through its own transaction
 * (applySubscriptionState) and is audited by its events instead.
 */
export function createPlanChangesService(deps: {
  repo: PlanChangesRepository;
  /** Called after a change has committed (the account cache forgets the user). */
  onAccountChange: (userId: string) => void;
}) {
  return {
    /** The user an operator names by e-mail (case-insensitive), or undefined. */
    async userByEmail(email: string): Promise<{ id: string; email: string } | undefined> {
      return deps.repo.findUserByEmail(email);
    },

    async setPlan(actorId: string, userId: string, plan: AssignablePlan, now = new Date()): Promise<{ from: string; to: AssignablePlan }> {
      const parsed = assignablePlanSchema.parse(plan);
      const changed = await deps.repo.updatePlan(actorId, userId, parsed, now.toISOString());
      if (!changed) throw notFound(USER_NOT_FOUND);
      deps.onAccountChange(userId);
      return { from: changed.from, to: parsed };
    },

    async grantCredits(actorId: string, userId: string, amount: number, now = new Date()): Promise<{ before: number; after: number }> {
      const checked = creditAmountSchema.safeParse(amount);
      if (!checked.success) throw badRequest(checked.error.issues[0]?.message ?? 'Invalid credit amount');
      const granted = await deps.repo.addCredits(actorId, userId, checked.data, now.toISOString());
      if (!granted) throw notFound(USER_NOT_FOUND);
      if (granted === 'too-large') throw badRequest('That grant would take the bonus credit balance over the maximum');
      deps.onAccountChange(userId);
      return granted;
    },
  };
}

export type PlanChangesService = ReturnType<typeof createPlanChangesService>;
