import type { Plan } from '@decalforge/shared';
import { Badge } from '../../../components/ui/badge';

const TONES = { FREE: 'muted', BASIC: 'info', PAID: 'brand', PRO: 'brand', ADMIN: 'accent' } as const;

export function PlanBadge({ plan }: { plan: Plan }) {
  return <Badge tone={TONES[plan] ?? 'muted'}>{plan}</Badge>;
}
