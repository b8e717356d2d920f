import { useQuery } from '@tanstack/react-query';
import type { DashboardStatsResponse } from '@decalforge/shared';
import { adminKeys, adminOp } from './admin-op';

export function getDashboardStats(): Promise<DashboardStatsResponse> {
  return adminOp<DashboardStatsResponse>({ action: 'getDashboardStats' });
}

export function useDashboardStats(enabled = true) {
  return useQuery({ queryKey: adminKeys.stats, queryFn: getDashboardStats, enabled, retry: 0, staleTime: 0 });
}
