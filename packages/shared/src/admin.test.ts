import { describe, expect, it } from 'vitest';
import {
  activeUsers,
  adminOpSchema,
  adminPeriodStarts,
  avgGenerationsPerUser,
  formatUsd,
  paidSubscribers,
  percentOf,
  successRatePercent,
} from './admin';
import { estimatedMonthlyRevenue } from './pricing';

describe('adminPeriodStarts', () => {
  const iso = (d: Date) => d.toISOString();
  it('starts the month on the 1st at 00:00 UTC and the week on Monday 00:00 UTC', () => {
    const p = adminPeriodStarts(new Date('2024-05-15T12:00:00.000Z')); // a Wednesday
    expect(iso(p.monthStart)).toBe('2024-05-01T00:00:00.000Z');
    expect(iso(p.weekStart)).toBe('2024-05-13T00:00:00.000Z');
  });
  it('treats Monday 00:00 as the start of a new week and Sunday 23:59 as the end of the old one', () => {
    expect(iso(adminPeriodStarts(new Date('2024-05-13T00:00:00.000Z')).weekStart)).toBe('2024-05-13T00:00:00.000Z');
    expect(iso(adminPeriodStarts(new Date('2024-05-12T23:59:59.999Z')).weekStart)).toBe('2024-05-06T00:00:00.000Z');
  });
  it('lets the week begin in the previous month (and year)', () => {
    const p = adminPeriodStarts(new Date('2025-01-01T08:00:00.000Z')); // a Wednesday
    expect(iso(p.monthStart)).toBe('2025-01-01T00:00:00.000Z');
    expect(iso(p.weekStart)).toBe('2024-12-30T00:00:00.000Z');
  });
  it('uses UTC, not local time, at the month edge', () => {
    const p = adminPeriodStarts(new Date('2024-02-29T23:59:59.999Z'));
    expect(iso(p.monthStart)).toBe('2024-02-01T00:00:00.000Z');
    expect(iso(adminPeriodStarts(new Date('2024-03-01T00:00:00.000Z')).monthStart)).toBe('2024-03-01T00:00:00.000Z');
  });
});

describe('dashboard figures', () => {
  const stats = { totalUsers: 7, freeUsers: 3, basicUsers: 2, proUsers: 1, adminUsers: 1, totalGenerations: 9, failedGenerations: 2 };
  it('computes paid subscribers, conversion, success rate, average and active users', () => {
    expect(paidSubscribers(stats)).toBe(3);
    expect(percentOf(paidSubscribers(stats), stats.totalUsers)).toBe(43);
    expect(successRatePercent(stats)).toBe(78);
    expect(avgGenerationsPerUser(stats)).toBe(1);
    expect(activeUsers(stats)).toBe(6);
  });
  it('answers 0 instead of NaN when there is nothing to divide', () => {
    expect(percentOf(0, 0)).toBe(0);
    expect(successRatePercent({ totalGenerations: 0, failedGenerations: 0 })).toBe(0);
    expect(avgGenerationsPerUser({ totalGenerations: 5, totalUsers: 0 })).toBe(0);
  });
  it('formats the revenue estimate as dollars with cents', () => {
    expect(formatUsd(estimatedMonthlyRevenue(2, 1))).toBe('$18.98');
    expect(formatUsd(0)).toBe('$0.00');
  });
});

describe('adminOpSchema', () => {
  const err = (v: unknown) => adminOpSchema.safeParse(v).error?.issues[0]?.message;
  it('accepts every action with its payload', () => {
    expect(adminOpSchema.parse({ action: 'getDashboardStats' })).toEqual({ action: 'getDashboardStats' });
    expect(adminOpSchema.parse({ action: 'getUserList', search: ' a ', limit: 100 })).toEqual({ action: 'getUserList', search: ' a ', limit: 100 });
    expect(adminOpSchema.parse({ action: 'updateUserPlan', userId: 'u1', newPlan: 'ADMIN' })).toMatchObject({ newPlan: 'ADMIN' });
    expect(adminOpSchema.parse({ action: 'grantCredits', userId: 'u1', creditAmount: 3 })).toMatchObject({ creditAmount: 3 });
  });
  it('refuses unknown actions, legacy or unknown plans and non-positive or fractional credits', () => {
    expect(err({ action: 'dropTables' })).toMatch(/Unknown action/);
    expect(err({})).toMatch(/Unknown action/);
    expect(err('x')).toMatch(/JSON object/);
    expect(err({ action: 'updateUserPlan', userId: 'u1', newPlan: 'PAID' })).toBe('Plan must be one of FREE, BASIC, PRO or ADMIN');
    expect(err({ action: 'grantCredits', userId: 'u1', creditAmount: 0 })).toBe('creditAmount must be a positive whole number');
    expect(err({ action: 'grantCredits', userId: 'u1', creditAmount: 1.5 })).toBe('creditAmount must be a whole number');
    expect(err({ action: 'grantCredits', userId: 'u1', creditAmount: '3' })).toBe('creditAmount must be a number');
    expect(err({ action: 'grantCredits', creditAmount: 3 })).toBe('userId is required');
    expect(err({ action: 'getUserList', limit: 101 })).toBe('limit must be at most 100');
  });
});
