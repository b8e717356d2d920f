import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiToken, ApiTokenList, CreateApiTokenResponse } from '@decalforge/shared';
import { api } from '../../../lib/api-client';

export const API_TOKENS_KEY = ['api-tokens'] as const;

/** GET /api/tokens → {tokens}: the user's active tokens (name, prefix, dates; never the token). */
export async function getApiTokens(): Promise<ApiToken[]> {
  return (await api<ApiTokenList>('/api/tokens')).tokens;
}

/** POST /api/tokens {name} → 201 with the token, shown this once. */
export async function createApiToken(name: string): Promise<CreateApiTokenResponse> {
  return api<CreateApiTokenResponse>('/api/tokens', { body: { name } });
}

/** DELETE /api/tokens/:id → 204. */
export async function revokeApiToken(id: string): Promise<void> {
  await api<null>(`/api/tokens/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useApiTokens() {
  return useQuery({ queryKey: API_TOKENS_KEY, queryFn: getApiTokens });
}

export function useCreateApiToken() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createApiToken,
    onSuccess: ({ token: _token, ...listed }) => {
      qc.setQueryData<ApiToken[]>(API_TOKENS_KEY, (prev) => [listed, ...(prev ?? [])]);
    },
  });
}

export function useRevokeApiToken() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: revokeApiToken,
    onSuccess: (_data, id) => {
      qc.setQueryData<ApiToken[]>(API_TOKENS_KEY, (prev) => (prev ?? []).filter((t) => t.id !== id));
    },
  });
}
