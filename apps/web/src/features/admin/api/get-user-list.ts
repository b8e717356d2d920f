import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ADMIN_USER_LIST_LIMIT, type UserListResponse } from '@decalforge/shared';
import { adminKeys, adminOp } from './admin-op';

/** `search` is already trimmed; an empty search is sent as absent (docs/product-rules.md, Admin). */
export function getUserList(search: string | undefined): Promise<UserListResponse> {
  return adminOp<UserListResponse>({ action: 'getUserList', ...(search ? { search } : {}), limit: ADMIN_USER_LIST_LIMIT });
}

export function useUserList(search: string | undefined, enabled = true) {
  return useQuery({
    queryKey: adminKeys.users(search),
    queryFn: () => getUserList(search),
    enabled,
    retry: 0,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}
