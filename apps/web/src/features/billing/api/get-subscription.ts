import { useQuery } from '@tanstack/react-query';
import type { SubscriptionResponse } from '@decalforge/shared';
import { api } from '../../../lib/api-client';

export const SUBSCRIPTION_KEY = ['billing-subscription'] as const;

/** GET /api/billing/subscription. */
export async function getSubscription(): Promise<SubscriptionResponse> {
  return api<SubscriptionResponse>('/api/billing/subscription');
}

export function useSubscription() {
  return useQuery({ queryKey: SUBSCRIPTION_KEY, queryFn: getSubscription, retry: 0 });
}
