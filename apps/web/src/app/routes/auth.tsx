import { AuthForm } from '../../features/auth/components/auth-form';
import { useDocumentTitle } from '../../lib/use-document-title';

export function Component() {
  useDocumentTitle('Sign in', 'Sign in or create your DecalForge account.');
  return <AuthForm />;
}
