import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminOp } from '@decalforge/shared';
import { api } from '../../../lib/api-client';

export const ADMIN_OPS_PATH = '/api/functions/admin-user-ops';

/** Every admin call goes through the one server function, with an `action` in the body. */
export function adminOp<T>(body: AdminOp): Promise<T> {
  return api<T>(ADMIN_OPS_PATH, { method: 'POST', body });
}

/** Query keys of the dashboard; invalidating `adminKeys.all` reloads everything. */
export const adminKeys = {
  all: ['admin'] as const,
  stats: ['admin', 'stats'] as const,
  users: (search: string | undefined) => ['admin', 'users', search ?? null] as const,
  usersAll: ['admin', 'users'] as const,
  activity: ['admin', 'activity'] as const,
  health: ['admin', 'health'] as const,
};

/**
 * A user change (plan or credits): after it succeeds the user list and the stats reload
 * (docs/product-rules.md, Admin).
 */
export function useAdminUserMutation<I, T>(mutationFn: (input: I) => Promise<T>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await Promise.all([qc.invalidateQueries({ queryKey: adminKeys.usersAll }), qc.invalidateQueries({ queryKey: adminKeys.stats })]);
    },
  });
}
