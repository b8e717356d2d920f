import { useMutation } from '@tanstack/react-query';
import type { BillingInterval, PaidPlan, UrlResponse } from '@decalforge/shared';
import { api } from '../../../lib/api-client';

export interface CheckoutInput {
  plan: PaidPlan;
  interval: BillingInterval;
  creatorCode: string | null;
  discountPercent: number | null;
}

/** POST /api/functions/create-checkout → {url} of the checkout page. */
export async function createCheckout(input: CheckoutInput): Promise<Partial<UrlResponse>> {
  return api<Partial<UrlResponse>>('/api/functions/create-checkout', { body: input });
}

export function useCreateCheckout() {
  return useMutation({ mutationFn: createCheckout });
}
