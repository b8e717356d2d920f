import { useMutation } from '@tanstack/react-query';
import type { UrlResponse } from '@decalforge/shared';
import { api } from '../../../lib/api-client';

/** POST /api/functions/create-portal → {url} of the customer portal. */
export async function createPortal(): Promise<Partial<UrlResponse>> {
  return api<Partial<UrlResponse>>('/api/functions/create-portal', { body: {} });
}

export function useCreatePortal() {
  return useMutation({ mutationFn: createPortal });
}
