import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import type { Me } from '@decalforge/shared';
import { meQueryOptions } from './get-me';
import { sessionQueryOptions, type SessionUser } from './get-session';
import { signOut as signOutRequest } from './sign-out';

/** The signed-in user's plan, usage, credits and admin flag (GET /api/me without the identity). */
export type Profile = Omit<Me, 'id' | 'email'>;

export const FALLBACK_PROFILE: Profile = { plan: 'FREE', monthlyUsage: 0, bonusCredits: 0, isAdmin: false };

export interface AuthState {
  user: SessionUser | null;
  /** The profile; FREE/0/0/not admin when it cannot be loaded (docs/product-rules.md, Routes). */
  profile: Profile;
  /** True until the first session lookup (and the profile of a signed-in user) finishes. */
  loading: boolean;
  profileLoading: boolean;
  refreshProfile: () => Promise<void>;
  refreshSession: () => Promise<void>;
  signOut: () => Promise<void>;
}

const AuthContext = createContext<AuthState | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const qc = useQueryClient();
  const session = useQuery(sessionQueryOptions());
  const user = session.data?.user ?? null;
  const me = useQuery(meQueryOptions(user?.id));
  const refreshProfile = useCallback(async () => {
    await qc.invalidateQueries({ queryKey: ['me'] });
  }, [qc]);
  const refreshSession = useCallback(async () => {
    await qc.invalidateQueries({ queryKey: ['session'] });
    await qc.invalidateQueries({ queryKey: ['me'] });
  }, [qc]);
  const signOut = useCallback(async () => {
    await signOutRequest();
    qc.setQueryData(['session'], null);
    qc.removeQueries({ queryKey: ['me'] });
  }, [qc]);
  const value = useMemo<AuthState>(() => {
    const profile: Profile = me.data
      ? { plan: me.data.plan, monthlyUsage: me.data.monthlyUsage, bonusCredits: me.data.bonusCredits, isAdmin: me.data.isAdmin }
      : FALLBACK_PROFILE;
    return {
      user,
      profile,
      loading: session.isPending || (Boolean(user) && me.isPending),
      profileLoading: me.isFetching,
      refreshProfile,
      refreshSession,
      signOut,
    };
  }, [user, me.data, me.isPending, me.isFetching, session.isPending, refreshProfile, refreshSession, signOut]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error('useAuth must be used inside AuthProvider');
  return ctx;
}
