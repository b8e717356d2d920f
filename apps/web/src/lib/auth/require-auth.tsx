import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { paths } from '../../config/paths';
import { PageSpinner } from '../../components/layout/page-spinner';
import { useAuth } from './auth-context';

/** Signed-out visitors are sent to /auth (docs/product-rules.md, Routes). */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, loading } = useAuth();
  if (loading) return <PageSpinner />;
  if (!user) return <Navigate to={paths.auth} replace />;
  return <>{children}</>;
}
