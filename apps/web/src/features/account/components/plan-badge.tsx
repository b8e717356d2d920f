import type { Plan } from '@decalforge/shared';
import { Badge } from '../../../components/ui/badge';

const TONES = { FREE: 'muted', BASIC: 'info', PRO: 'brand', PAID: 'brand', ADMIN: 'accent' } as const;

/** The plan name as a badge; PAID (legacy) looks like PRO. */
export function PlanBadge({ plan }: { plan: Plan }) {
  return (
    <Badge tone={TONES[plan]} className="px-3 py-1 text-sm" data-testid="plan-badge">
      {plan}
    </Badge>
  );
}
