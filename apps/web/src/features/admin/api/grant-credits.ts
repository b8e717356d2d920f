import type { GrantCreditsResponse } from '@decalforge/shared';
import { adminOp, useAdminUserMutation } from './admin-op';

export function grantCredits(input: { userId: string; creditAmount: number }): Promise<GrantCreditsResponse> {
  return adminOp<GrantCreditsResponse>({ action: 'grantCredits', ...input });
}

/** Grants bonus credits; the user list and the stats reload after it. */
export function useGrantCredits() {
  return useAdminUserMutation(grantCredits);
}
