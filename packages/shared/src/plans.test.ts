import { describe, expect, it } from 'vitest';
import {
  canGenerate,
  decideQuota,
  isProLevel,
  limitReachedMessage,
  planAllowanceLabel,
  planUsage,
  quotaWindowStart,
  usagePercent,
} from './plans';
import { formatPrice, estimatedMonthlyRevenue, yearlySaving } from './pricing';

describe('quota rules', () => {
  it('gives FREE one lifetime generation, then needs bonus credits', () => {
    expect(decideQuota({ plan: 'FREE', usage: 0, bonusCredits: 0 })).toEqual({ allowed: true, consumesCredit: false });
    expect(decideQuota({ plan: 'FREE', usage: 1, bonusCredits: 0 })).toEqual({
      allowed: false,
      message: 'Free tier limit reached (1 generation). Upgrade to Basic or Pro.',
    });
    expect(decideQuota({ plan: 'FREE', usage: 1, bonusCredits: 2 })).toEqual({ allowed: true, consumesCredit: true });
  });
  it('gives BASIC 30 a month', () => {
    expect(canGenerate({ plan: 'BASIC', usage: 29, bonusCredits: 0 })).toBe(true);
    expect(decideQuota({ plan: 'BASIC', usage: 30, bonusCredits: 0 })).toEqual({
      allowed: false,
      message: 'Basic tier limit reached (30/month). Upgrade to Pro for unlimited.',
    });
    expect(decideQuota({ plan: 'BASIC', usage: 30, bonusCredits: 1 })).toEqual({ allowed: true, consumesCredit: true });
  });
  it('never limits Pro-level plans and never spends their credits', () => {
    for (const plan of ['PAID', 'PRO', 'ADMIN'] as const) {
      expect(isProLevel(plan)).toBe(true);
      expect(decideQuota({ plan, usage: 10_000, bonusCredits: 5 })).toEqual({ allowed: true, consumesCredit: false });
    }
    expect(isProLevel('BASIC')).toBe(false);
    expect(isProLevel('FREE')).toBe(false);
  });
  it('counts FREE over its lifetime and BASIC from the first of the UTC month', () => {
    const now = new Date('2026-03-17T23:30:00-05:00');
    expect(quotaWindowStart('FREE', now)).toBeNull();
    expect(quotaWindowStart('BASIC', now)?.toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(quotaWindowStart('BASIC', new Date('2026-03-31T23:59:59-05:00'))?.toISOString()).toBe('2026-04-01T00:00:00.000Z');
  });
  it('labels plans with the one set of limits and caps usage bars at 100%', () => {
    expect(planAllowanceLabel('FREE')).toBe('1 generation (lifetime)');
    expect(planAllowanceLabel('BASIC')).toBe('30 generations per month');
    expect(planAllowanceLabel('PRO')).toBe('Unlimited generations');
    expect(usagePercent('BASIC', 15)).toBe(50);
    expect(usagePercent('FREE', 3)).toBe(100);
    expect(usagePercent('PRO', 3)).toBe(0);
    expect(limitReachedMessage('BASIC')).toContain('30/month');
  });
});

describe('prices', () => {
  it('formats monthly with two decimals and yearly with none', () => {
    expect(formatPrice('BASIC', 'month')).toBe('$4.99');
    expect(formatPrice('BASIC', 'year')).toBe('$50');
    expect(formatPrice('PRO', 'month')).toBe('$9.00');
    expect(formatPrice('PRO', 'year')).toBe('$90');
    expect(yearlySaving('BASIC')).toBe(10);
    expect(yearlySaving('PRO')).toBe(18);
    expect(estimatedMonthlyRevenue(2, 1)).toBeCloseTo(18.98);
  });
  it('caps the shown allowance at the limit and reports bonus-credit generations apart', () => {
    expect(planUsage('FREE', 0)).toEqual({ used: 0, limit: 1, beyondLimit: 0 });
    expect(planUsage('FREE', 3)).toEqual({ used: 1, limit: 1, beyondLimit: 2 });
    expect(planUsage('BASIC', 31)).toEqual({ used: 30, limit: 30, beyondLimit: 1 });
    expect(planUsage('PRO', 99)).toBeNull();
    expect(planUsage('ADMIN', 1)).toBeNull();
  });
});
