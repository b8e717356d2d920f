import { CreatePage } from '../../features/create/components/create-page';
import { RequireAuth } from '../../lib/auth/require-auth';

export function Component() {
  return (
    <RequireAuth>
      <CreatePage />
    </RequireAuth>
  );
}
