import type { AssignablePlan, UpdateUserPlanResponse } from '@decalforge/shared';
import { adminOp, useAdminUserMutation } from './admin-op';

export function updateUserPlan(input: { userId: string; newPlan: AssignablePlan }): Promise<UpdateUserPlanResponse> {
  return adminOp<UpdateUserPlanResponse>({ action: 'updateUserPlan', ...input });
}

/** Changes a user's plan; the user list and the stats reload after it. */
export function useUpdateUserPlan() {
  return useAdminUserMutation(updateUserPlan);
}
