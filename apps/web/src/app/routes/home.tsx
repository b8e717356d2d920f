import { Hero } from '../../features/landing/components/hero';
import { HowItWorks } from '../../features/landing/components/how-it-works';
import { PricingPreview } from '../../features/landing/components/pricing-preview';
import { useAuth } from '../../lib/auth/auth-context';
import { useDocumentTitle } from '../../lib/use-document-title';

export function Component() {
  const { user, loading } = useAuth();
  useDocumentTitle(
    '',
    'Describe a decal, pick Octane, Fennec or Dominus, and download an AlphaConsole-ready 2048×2048 decal package. Start free.',
  );
  const signedIn = Boolean(user);
  return (
    <>
      <Hero signedIn={signedIn} />
      <HowItWorks />
      <PricingPreview showFreeCta={!user && !loading} />
    </>
  );
}
