import { useQuery } from '@tanstack/react-query';
import type { RecentActivityResponse } from '@decalforge/shared';
import { adminKeys, adminOp } from './admin-op';

export function getRecentActivity(): Promise<RecentActivityResponse> {
  return adminOp<RecentActivityResponse>({ action: 'getRecentActivity' });
}

export function useRecentActivity(enabled = true) {
  return useQuery({ queryKey: adminKeys.activity, queryFn: getRecentActivity, enabled, retry: 0, staleTime: 0 });
}
