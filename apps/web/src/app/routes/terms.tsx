import { TermsOfService } from '../../features/legal/components/terms-of-service';
import { useDocumentTitle } from '../../lib/use-document-title';

export function Component() {
  useDocumentTitle(
    'Terms of Service',
    'The terms for using DecalForge: plans, billing, usage limits, your rights to your designs and more.',
  );
  return <TermsOfService />;
}
