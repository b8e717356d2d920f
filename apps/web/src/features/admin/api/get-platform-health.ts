import { useQuery } from '@tanstack/react-query';
import type { PlatformHealth } from '@decalforge/shared';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-op';

export const PLATFORM_HEALTH_PATH = '/api/admin/health';

export function getPlatformHealth(): Promise<PlatformHealth> {
  return api<PlatformHealth>(PLATFORM_HEALTH_PATH, { fallbackMessage: 'The health check did not answer.' });
}

/** The Platform Health panel's live checks (database, queue, storage, mail); the dashboard's Refresh reloads them too. */
export function usePlatformHealth() {
  return useQuery({ queryKey: adminKeys.health, queryFn: getPlatformHealth, retry: 0, staleTime: 0 });
}
