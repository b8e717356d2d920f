import { useQuery } from '@tanstack/react-query';
import type { SubscriptionResponse } from '@decalforge/shared';
import { api } from '../api-client';

/** Query key of the subscription: Account, the payment-success hook and the test portal refresh it. */
export const SUBSCRIPTION_KEY = ['billing-subscription'] as const;

/** GET /api/billing/subscription: renewal or cancel date of the user's subscription, if any. */
export async function getSubscription(): Promise<SubscriptionResponse> {
  return api<SubscriptionResponse>('/api/billing/subscription');
}

export function useSubscription() {
  return useQuery({ queryKey: SUBSCRIPTION_KEY, queryFn: getSubscription, retry: 0 });
}
