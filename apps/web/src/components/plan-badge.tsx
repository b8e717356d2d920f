import type { Plan } from '@decalforge/shared';
import { cn } from '../lib/cn';
import { Badge } from './ui/badge';

const TONES = { FREE: 'muted', BASIC: 'info', PRO: 'brand', PAID: 'brand', ADMIN: 'accent' } as const satisfies Record<Plan, string>;

/** The plan name as a badge (Account, admin users and dialog); PAID (legacy) looks like PRO. `large` on Account. */
export function PlanBadge({ plan, large = false }: { plan: Plan; large?: boolean }) {
  return (
    <Badge tone={TONES[plan]} className={cn(large && 'px-3 py-1 text-sm')} data-testid="plan-badge">
      {plan}
    </Badge>
  );
}
