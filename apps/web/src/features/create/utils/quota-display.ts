import { canGenerate, planUsage, type Me, type Plan } from '@decalforge/shared';

/** The parts of the profile (GET /api/me) the quota display reads. */
export type QuotaProfile = Pick<Me, 'plan' | 'monthlyUsage' | 'bonusCredits'>;

/** Usage badge text: used/1 for Free, used/30 for Basic (never past the limit), null for unlimited plans. */
export function usageBadgeText(plan: Plan, used: number): string | null {
  const usage = planUsage(plan, used);
  return usage ? `${usage.used}/${usage.limit}` : null;
}

/** Generations made past the plan allowance with bonus credits, or null when there are none. */
export function bonusUsedText(plan: Plan, used: number): string | null {
  const beyond = planUsage(plan, used)?.beyondLimit ?? 0;
  return beyond > 0 ? `+${beyond} with bonus credit${beyond === 1 ? '' : 's'}` : null;
}

export function bonusCreditText(n: number): string {
  return `You have ${n} bonus credit${n === 1 ? '' : 's'} available`;
}

export function favouritesText(n: number): string {
  return `${n} favourite${n === 1 ? '' : 's'}`;
}

/** The limit banner is shown when the plan's limit is used up and no bonus credit is left. */
export function isAtLimit(p: QuotaProfile): boolean {
  return !canGenerate({ plan: p.plan, usage: p.monthlyUsage, bonusCredits: p.bonusCredits });
}
