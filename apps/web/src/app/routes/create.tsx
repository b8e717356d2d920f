import { ComingSoon } from '../../components/layout/coming-soon';
import { RequireAuth } from '../../lib/auth/require-auth';

export function Component() {
  return (
    <RequireAuth>
      <ComingSoon title="Create" />
    </RequireAuth>
  );
}
