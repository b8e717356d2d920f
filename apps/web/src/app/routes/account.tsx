import { AccountPage } from '../../features/account/components/account-page';
import { RequireAuth } from '../../lib/auth/require-auth';
import { useDocumentTitle } from '../../lib/use-document-title';

export function Component() {
  useDocumentTitle('Account', 'Your DecalForge plan, usage and saved decals.');
  return (
    <RequireAuth>
      <AccountPage />
    </RequireAuth>
  );
}
