export const PLANS = ['FREE', 'BASIC', 'PAID', 'PRO', 'ADMIN'] as const;
export type Plan = (typeof PLANS)[number];

/** Plans an admin or operator may assign (PAID is legacy, kept only for old rows). */
export const ASSIGNABLE_PLANS = ['FREE', 'BASIC', 'PRO', 'ADMIN'] as const;
export type AssignablePlan = (typeof ASSIGNABLE_PLANS)[number];

export type QuotaPeriod = 'lifetime' | 'month' | 'unlimited';

export interface PlanLimit {
  /** Generations allowed in the period; null = unlimited (fair use). */
  limit: number | null;
  period: QuotaPeriod;
}

export const PLAN_LIMITS: Record<Plan, PlanLimit> = {
  FREE: { limit: 1, period: 'lifetime' },
  BASIC: { limit: 30, period: 'month' },
  PAID: { limit: null, period: 'unlimited' },
  PRO: { limit: null, period: 'unlimited' },
  ADMIN: { limit: null, period: 'unlimited' },
};

export const BASIC_MONTHLY_LIMIT = PLAN_LIMITS.BASIC.limit as number;

/** Pro-level means PAID, PRO or ADMIN. */
export function isProLevel(plan: Plan): boolean {
  return plan === 'PAID' || plan === 'PRO' || plan === 'ADMIN';
}

export function isAdmin(plan: Plan): boolean {
  return plan === 'ADMIN';
}

/**
 * The start of the window whose generations count as the plan's usage, or null for "all time":
 * FREE counts its lifetime; every other plan the current UTC calendar month (for BASIC that is
 * the quota; for Pro-level plans it is the usage shown).
 */
export function quotaWindowStart(plan: Plan, now: Date): Date | null {
  if (PLAN_LIMITS[plan].period === 'lifetime') return null;
  return utcMonthStart(now);
}

/** 00:00 UTC on the first day of `now`'s UTC month: the monthly quota and the admin dashboard's month. */
export function utcMonthStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

export interface QuotaState {
  plan: Plan;
  /** Non-failed generations in the plan's window (lifetime for FREE, this UTC month for BASIC). */
  usage: number;
  bonusCredits: number;
}

export type QuotaDecision = { allowed: true; consumesCredit: boolean } | { allowed: false; message: string };

/**
 * The one quota rule: Pro-level is unlimited; otherwise the plan's limit applies and, once it
 * is reached, each generation consumes one bonus credit while any are left.
 */
export function decideQuota(state: QuotaState): QuotaDecision {
  const { limit } = PLAN_LIMITS[state.plan];
  if (isProLevel(state.plan) || limit === null) return { allowed: true, consumesCredit: false };
  if (state.usage < limit) return { allowed: true, consumesCredit: false };
  if (state.bonusCredits > 0) return { allowed: true, consumesCredit: true };
  return { allowed: false, message: limitReachedMessage(state.plan) };
}

export function canGenerate(state: QuotaState): boolean {
  return decideQuota(state).allowed;
}

/** The plan's allowance as the limit messages put it ("30/month", "1 generation"), from PLAN_LIMITS. */
function allowancePhrase(plan: Plan): string {
  const { limit, period } = PLAN_LIMITS[plan];
  if (limit === null) return 'unlimited';
  return period === 'month' ? `${limit}/month` : `${limit} generation${limit === 1 ? '' : 's'}`;
}

/** The 402 message of a plan at its limit: the banner text plus where to upgrade. */
export function limitReachedMessage(plan: Plan): string {
  return `${limitBannerText(plan)}${plan === 'BASIC' ? 'Upgrade to Pro for unlimited.' : 'Upgrade to Basic or Pro.'}`;
}

/** Short banner text shown on /create before the "Upgrade to continue" link. */
export function limitBannerText(plan: Plan): string {
  return plan === 'BASIC'
    ? `Basic tier limit reached (${allowancePhrase('BASIC')}). `
    : `Free tier limit reached (${allowancePhrase('FREE')}). `;
}

/** Human description of a plan's generation allowance, used in selects and legal text. */
export function planAllowanceLabel(plan: Plan): string {
  const { limit, period } = PLAN_LIMITS[plan];
  if (limit === null) return 'Unlimited generations';
  if (period === 'lifetime') return `${limit} generation${limit === 1 ? '' : 's'} (lifetime)`;
  return `${limit} generations per month`;
}

/** Usage bar percentage, capped at 100. */
export function usagePercent(plan: Plan, usage: number): number {
  const { limit } = PLAN_LIMITS[plan];
  if (!limit) return 0;
  return Math.min(100, Math.round((usage / limit) * 100));
}

export interface PlanUsage {
  /** Generations counted against the plan allowance, capped at the limit. */
  used: number;
  limit: number;
  /** Generations past the allowance (each one spent a bonus credit). */
  beyondLimit: number;
}

/**
 * The plan allowance as shown to a user: used/limit never reads past the limit ("2/1"); the
 * generations beyond it (paid with bonus credits) are reported separately. Null for unlimited plans.
 */
export function planUsage(plan: Plan, usage: number): PlanUsage | null {
  const { limit } = PLAN_LIMITS[plan];
  if (isProLevel(plan) || limit === null) return null;
  const safe = Math.max(0, usage);
  return { used: Math.min(safe, limit), limit, beyondLimit: Math.max(0, safe - limit) };
}
