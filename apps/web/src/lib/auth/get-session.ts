import { queryOptions } from '@tanstack/react-query';
import { api } from '../api-client';

export interface SessionUser {
  id: string;
  email: string;
}
export interface Session {
  user: SessionUser;
  session: { token: string; expiresAt: string };
}

export async function getSession(): Promise<Session | null> {
  return api<Session | null>('/api/auth/get-session');
}

export const sessionQueryOptions = () => queryOptions({ queryKey: ['session'], queryFn: getSession, staleTime: 60_000 });
