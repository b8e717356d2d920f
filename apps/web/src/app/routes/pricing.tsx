import { PricingPage } from '../../features/pricing/components/pricing-page';
import { useDocumentTitle } from '../../lib/use-document-title';

export function Component() {
  useDocumentTitle('Pricing', 'DecalForge plans: Free, Basic and Pro. Monthly or yearly, creator codes welcome.');
  return <PricingPage />;
}
