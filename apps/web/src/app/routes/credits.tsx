import { CreditsPage } from '../../features/credits/components/credits-page';
import { useDocumentTitle } from '../../lib/use-document-title';

export function Component() {
  useDocumentTitle(
    'Credits & Licences',
    'The open-licensed icon sets and fonts DecalForge uses, with their authors, licences and what we use them for.',
  );
  return <CreditsPage />;
}
