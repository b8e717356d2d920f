import { CREATOR_PILOT } from '@decalforge/shared';
import { CreatorPilotPage } from '../../features/creator-pilot/components/creator-pilot-page';
import { useDocumentTitle } from '../../lib/use-document-title';

export function Component() {
  useDocumentTitle(
    'Creator Pilot',
    `Join the ${CREATOR_PILOT.days}-day DecalForge Creator Pilot: a ${CREATOR_PILOT.discountPercent}% code for your audience, a free Basic plan and payouts per signup.`,
  );
  return <CreatorPilotPage />;
}
