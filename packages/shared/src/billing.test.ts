import { describe, expect, it } from 'vitest';
import { checkoutRequestSchema, validateCreatorCodeRequestSchema } from './billing';
import { addInterval, discountedPrice, formatAmount } from './pricing';

describe('billing helpers', () => {
  it('discounts the first period to the cent', () => {
    expect(discountedPrice('BASIC', 'month', 15)).toBe(4.24);
    expect(discountedPrice('PRO', 'month', 15)).toBe(7.65);
    expect(discountedPrice('BASIC', 'year', 15)).toBe(42.5);
    expect(discountedPrice('PRO', 'year', null)).toBe(90);
    expect(discountedPrice('PRO', 'month', 100)).toBe(0);
  });

  it('formats whole amounts without decimals and others with two', () => {
    expect(formatAmount(90)).toBe('$90');
    expect(formatAmount(42.5)).toBe('$42.50');
    expect(formatAmount(4.24)).toBe('$4.24');
  });

  it('adds a calendar month or year in UTC', () => {
    expect(addInterval(new Date('2026-01-31T10:00:00Z'), 'month').toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(addInterval(new Date('2028-02-29T00:00:00Z'), 'year').toISOString()).toBe('2029-02-28T00:00:00.000Z');
    expect(addInterval(new Date('2026-12-31T23:59:59Z'), 'month').toISOString()).toBe('2027-01-31T23:59:59.000Z');
    expect(addInterval(new Date('2026-05-15T00:00:00Z'), 'month').toISOString()).toBe('2026-06-15T00:00:00.000Z');
    expect(addInterval(new Date('2026-05-15T00:00:00Z'), 'year').toISOString()).toBe('2027-05-15T00:00:00.000Z');
  });

  it('parses checkout and creator-code requests', () => {
    expect(checkoutRequestSchema.parse({ plan: 'PRO', interval: 'year', creatorCode: ' abc ' })).toMatchObject({ creatorCode: 'ABC' });
    expect(checkoutRequestSchema.parse({ plan: 'BASIC', interval: 'month', creatorCode: '' }).creatorCode).toBeNull();
    expect(checkoutRequestSchema.safeParse({ plan: 'GOLD', interval: 'month' }).success).toBe(false);
    expect(checkoutRequestSchema.safeParse({ plan: 'PRO', interval: 'week' }).success).toBe(false);
    expect(validateCreatorCodeRequestSchema.parse({ code: ' tim10 ' })).toEqual({ code: 'TIM10', trackReferral: false });
    expect(validateCreatorCodeRequestSchema.safeParse({ code: '  ' }).success).toBe(false);
  });
});
