import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GrantCreditsResponse } from '@decalforge/shared';
import { adminKeys, adminOp } from './admin-op';

export function grantCredits(input: { userId: string; creditAmount: number }): Promise<GrantCreditsResponse> {
  return adminOp<GrantCreditsResponse>({ action: 'grantCredits', ...input });
}

/** After a grant the user list and the stats reload (spec §4). */
export function useGrantCredits() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: grantCredits,
    onSuccess: async () => {
      await Promise.all([qc.invalidateQueries({ queryKey: adminKeys.usersAll }), qc.invalidateQueries({ queryKey: adminKeys.stats })]);
    },
  });
}
