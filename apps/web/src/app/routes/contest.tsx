import { CONTEST } from '@decalforge/shared';
import { ContestPage } from '../../features/contest/components/contest-page';
import { useAuth } from '../../lib/auth/auth-context';
import { useDocumentTitle } from '../../lib/use-document-title';

export function Component() {
  const { user } = useAuth();
  useDocumentTitle(CONTEST.title, `Design a ${CONTEST.theme} decal and win months of DecalForge Pro. Deadline ${CONTEST.deadlineLabel}.`);
  return <ContestPage signedIn={Boolean(user)} />;
}
