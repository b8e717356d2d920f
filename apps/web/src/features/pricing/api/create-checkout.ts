import { useMutation } from '@tanstack/react-query';
import type { CheckoutRequest, UrlResponse } from '@decalforge/shared';
import { api } from '../../../lib/api-client';

/** POST /api/functions/create-checkout → {url} of the checkout page. */
export async function createCheckout(input: CheckoutRequest): Promise<Partial<UrlResponse>> {
  return api<Partial<UrlResponse>>('/api/functions/create-checkout', { body: input });
}

export function useCreateCheckout() {
  return useMutation({ mutationFn: createCheckout });
}
