import { PLAN_LIMITS, canGenerate, isProLevel, type Plan } from '@decalforge/shared';

export interface QuotaProfile {
  plan: Plan;
  monthlyUsage: number;
  bonusCredits: number;
}

/** Usage badge text: used/1 for Free, used/30 for Basic, null for unlimited plans. */
export function usageBadgeText(plan: Plan, used: number): string | null {
  const { limit } = PLAN_LIMITS[plan];
  if (isProLevel(plan) || limit === null) return null;
  return `${used}/${limit}`;
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
