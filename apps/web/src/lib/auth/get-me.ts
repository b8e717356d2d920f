import { queryOptions } from '@tanstack/react-query';
import type { Me } from '@decalforge/shared';
import { api } from '../api-client';

export async function getMe(): Promise<Me> {
  return api<Me>('/api/me');
}

export const meQueryOptions = (userId: string | undefined) =>
  queryOptions({ queryKey: ['me', userId], queryFn: getMe, enabled: Boolean(userId), retry: 0 });
