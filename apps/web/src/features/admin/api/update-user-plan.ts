import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AssignablePlan, UpdateUserPlanResponse } from '@decalforge/shared';
import { adminKeys, adminOp } from './admin-op';

export function updateUserPlan(input: { userId: string; newPlan: AssignablePlan }): Promise<UpdateUserPlanResponse> {
  return adminOp<UpdateUserPlanResponse>({ action: 'updateUserPlan', ...input });
}

/** After a change the user list and the stats reload (spec §4). */
export function useUpdateUserPlan() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateUserPlan,
    onSuccess: async () => {
      await Promise.all([qc.invalidateQueries({ queryKey: adminKeys.usersAll }), qc.invalidateQueries({ queryKey: adminKeys.stats })]);
    },
  });
}
