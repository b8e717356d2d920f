import { TestCheckoutPage } from '../../features/billing/components/test-checkout-page';
import { RequireAuth } from '../../lib/auth/require-auth';
import { useDocumentTitle } from '../../lib/use-document-title';

export function Component() {
  useDocumentTitle('Test checkout');
  return (
    <RequireAuth>
      <TestCheckoutPage />
    </RequireAuth>
  );
}
