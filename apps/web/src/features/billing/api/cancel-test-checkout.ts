import { useMutation } from '@tanstack/react-query';
import type { TestSessionView } from '@decalforge/shared';
import { api } from '../../../lib/api-client';

/** POST /api/billing/test/cancel-checkout {session}: leaving the test checkout without paying. */
export async function cancelTestCheckout(session: string): Promise<TestSessionView> {
  return api<TestSessionView>('/api/billing/test/cancel-checkout', { body: { session } });
}

export function useCancelTestCheckout() {
  return useMutation({ mutationFn: cancelTestCheckout });
}
