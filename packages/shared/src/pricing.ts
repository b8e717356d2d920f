
export const PAID_PLANS = ['BASIC', 'PRO'] as const;
export type PaidPlan = (typeof PAID_PLANS)[number];

export const INTERVALS = ['month', 'year'] as const;
export type BillingInterval = (typeof INTERVALS)[number];

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

/** The first period's price after a creator discount, rounded to cents like the card processor does. */
export function discountedPrice(plan: PaidPlan, interval: BillingInterval, percent: number | null | undefined): number {
  const amount = PRICES[plan][interval];
  if (!percent) return amount;
  return Math.round(amount * (100 - percent)) / 100;
}

/** Dollar amount: two decimals unless it is a whole number (yearly prices). */
export function formatAmount(amount: number): string {
  return Number.isInteger(amount) ? `$${amount}` : `$${amount.toFixed(2)}`;
}

/** The end of a billing period that starts at `from` (day clamped to the month's end, like card processors do). */
export function addInterval(from: Date, interval: BillingInterval): Date {
  const months = interval === 'year' ? 12 : 1;
  const y = from.getUTCFullYear();
  const m = from.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  const d = new Date(from.getTime());
  d.setUTCDate(1);
  d.setUTCFullYear(y, m, Math.min(from.getUTCDate(), lastDay));
  return d;
}
