import { TestPortalPage } from '../../features/billing/components/test-portal-page';
import { RequireAuth } from '../../lib/auth/require-auth';
import { useDocumentTitle } from '../../lib/use-document-title';

export function Component() {
  useDocumentTitle('Test customer portal');
  return (
    <RequireAuth>
      <TestPortalPage />
    </RequireAuth>
  );
}
