import { useEffect, useRef, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { MESSAGES } from '@decalforge/shared';
import { PageSpinner } from '../../../components/layout/page-spinner';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth/auth-context';

export type AdminAccess = 'verifying' | 'signed-out' | 'denied' | 'granted';

/** The three access states of /admin (docs/product-rules.md, Routes). The server enforces the same rule on every call. */
export function adminAccess(state: { loading: boolean; user: unknown; isAdmin: boolean }): AdminAccess {
  if (state.loading) return 'verifying';
  if (!state.user) return 'signed-out';
  return state.isAdmin ? 'granted' : 'denied';
}

export function AdminAccessGate({ children }: { children: ReactNode }) {
  const { user, profile, loading } = useAuth();
  const navigate = useNavigate();
  const access = adminAccess({ loading, user, isAdmin: profile.isAdmin });
  const redirected = useRef(false);

  useEffect(() => {
    if (redirected.current || access === 'verifying' || access === 'granted') return;
    redirected.current = true;
    if (access === 'signed-out') {
      toast.error(MESSAGES.admin.signIn);
      navigate(paths.auth, { replace: true });
    } else {
      toast.error(MESSAGES.admin.denied);
      navigate(paths.home, { replace: true });
    }
  }, [access, navigate]);

  if (access !== 'granted') return <PageSpinner label="Verifying admin access" />;
  return <>{children}</>;
}
