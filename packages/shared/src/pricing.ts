import { z } from 'zod';

export const PAID_PLANS = ['BASIC', 'PRO'] as const;
export const paidPlanSchema = z.enum(PAID_PLANS, { error: () => 'Plan must be BASIC or PRO' });
export type PaidPlan = z.infer<typeof paidPlanSchema>;

export const INTERVALS = ['month', 'year'] as const;
export const intervalSchema = z.enum(INTERVALS, { error: () => 'Interval must be month or year' });
export type BillingInterval = z.infer<typeof intervalSchema>;

export const PRICES: Record<PaidPlan, Record<BillingInterval, number>> = {
  BASIC: { month: 4.99, year: 50 },
  PRO: { month: 9, year: 90 },
};

export const YEARLY_SAVE_BADGE = 'Save 17%';

/** Monthly prices show two decimals, yearly none. */
export function formatPrice(plan: PaidPlan, interval: BillingInterval): string {
  const amount = PRICES[plan][interval];
  return interval === 'month' ? `$${amount.toFixed(2)}` : `$${amount.toFixed(0)}`;
}

/** What a year costs compared with paying monthly, in whole dollars. */
export function yearlySaving(plan: PaidPlan): number {
  return Math.round(PRICES[plan].month * 12 - PRICES[plan].year);
}

/** Monthly revenue estimate used by the admin dashboard. */
export function estimatedMonthlyRevenue(basicUsers: number, proUsers: number): number {
  return basicUsers * PRICES.BASIC.month + proUsers * PRICES.PRO.month;
}

export const CREATOR_DEFAULT_DISCOUNT = 10;
export const CREATOR_MAX_REDEMPTIONS = 50;
export const CREATOR_PILOT = {
  days: 30,
  discountPercent: 10,
  payoutPerSignup: 1,
  payoutFirstPro: 3,
  maxRedemptions: CREATOR_MAX_REDEMPTIONS,
  payoutBusinessDays: 10,
  reviewDays: '3-5',
  priceChangeNoticeDays: 30,
} as const;
