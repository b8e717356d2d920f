import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SubscriptionResponse } from '@decalforge/shared';
import { api } from '../../../lib/api-client';

export const SUBSCRIPTION_KEY = ['billing-subscription'] as const;

/** GET /api/billing/subscription: renewal or cancel date of the user's subscription, if any. */
export async function getSubscription(): Promise<SubscriptionResponse> {
  return api<SubscriptionResponse>('/api/billing/subscription');
}

export const subscriptionQueryOptions = () => queryOptions({ queryKey: SUBSCRIPTION_KEY, queryFn: getSubscription, retry: 0 });

export function useSubscription() {
  return useQuery(subscriptionQueryOptions());
}
