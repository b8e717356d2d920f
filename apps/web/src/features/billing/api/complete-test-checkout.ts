import { useMutation } from '@tanstack/react-query';
import type { TestSessionView } from '@decalforge/shared';
import { api } from '../../../lib/api-client';

/** POST /api/billing/test/complete-checkout {session}: the "Pay" button of test mode. */
export async function completeTestCheckout(session: string): Promise<TestSessionView> {
  return api<TestSessionView>('/api/billing/test/complete-checkout', { body: { session } });
}

export function useCompleteTestCheckout() {
  return useMutation({ mutationFn: completeTestCheckout });
}
