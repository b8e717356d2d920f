import { PrivacyPolicy } from '../../features/legal/components/privacy-policy';
import { useDocumentTitle } from '../../lib/use-document-title';

export function Component() {
  useDocumentTitle('Privacy Policy', 'What DecalForge collects, why, who we share it with, how long we keep it and your rights.');
  return <PrivacyPolicy />;
}
