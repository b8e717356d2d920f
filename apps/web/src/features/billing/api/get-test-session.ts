import { useQuery } from '@tanstack/react-query';
import type { TestSessionView } from '@decalforge/shared';
import { api } from '../../../lib/api-client';

/** GET /api/billing/test/session/:id (test mode only; own sessions only). */
export async function getTestSession(id: string): Promise<TestSessionView> {
  return api<TestSessionView>(`/api/billing/test/session/${encodeURIComponent(id)}`);
}

export function useTestSession(id: string | null) {
  return useQuery({ queryKey: ['test-checkout-session', id], queryFn: () => getTestSession(id as string), enabled: Boolean(id), retry: 0 });
}
