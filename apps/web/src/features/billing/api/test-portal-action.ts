import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubscriptionResponse, TestPortalAction } from '@decalforge/shared';
import { api } from '../../../lib/api-client';
import { SUBSCRIPTION_KEY } from '../../../lib/billing/get-subscription';

/** POST /api/billing/test/portal {action} → the subscription after the action. */
export async function testPortalAction(action: TestPortalAction): Promise<SubscriptionResponse> {
  return api<SubscriptionResponse>('/api/billing/test/portal', { body: { action } });
}

export function useTestPortalAction() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: testPortalAction,
    onSuccess: (data) => {
      qc.setQueryData(SUBSCRIPTION_KEY, data);
    },
  });
}
