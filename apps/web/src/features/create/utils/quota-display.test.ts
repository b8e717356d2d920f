import { describe, expect, it } from 'vitest';
import { bonusCreditText, bonusUsedText, favouritesText, isAtLimit, usageBadgeText } from './quota-display';

describe('quota display', () => {
  it('shows used/1 for Free, used/30 for Basic, nothing for unlimited plans', () => {
    expect(usageBadgeText('FREE', 0)).toBe('0/1');
    expect(usageBadgeText('BASIC', 12)).toBe('12/30');
    expect(usageBadgeText('PRO', 50)).toBeNull();
    expect(usageBadgeText('PAID', 5)).toBeNull();
    expect(usageBadgeText('ADMIN', 5)).toBeNull();
  });

  it('never shows usage past the limit; bonus-credit generations are counted apart', () => {
    expect(usageBadgeText('FREE', 3)).toBe('1/1');
    expect(usageBadgeText('BASIC', 32)).toBe('30/30');
    expect(bonusUsedText('FREE', 1)).toBeNull();
    expect(bonusUsedText('FREE', 2)).toBe('+1 with bonus credit');
    expect(bonusUsedText('FREE', 3)).toBe('+2 with bonus credits');
    expect(bonusUsedText('PRO', 3)).toBeNull();
  });

  it('pluralises bonus credits and favourites', () => {
    expect(bonusCreditText(1)).toBe('You have 1 bonus credit available');
    expect(bonusCreditText(3)).toBe('You have 3 bonus credits available');
    expect(favouritesText(0)).toBe('0 favourites');
    expect(favouritesText(1)).toBe('1 favourite');
  });

  it('is at the limit only when the plan allowance is used and no bonus credit is left', () => {
    expect(isAtLimit({ plan: 'FREE', monthlyUsage: 0, bonusCredits: 0 })).toBe(false);
    expect(isAtLimit({ plan: 'FREE', monthlyUsage: 1, bonusCredits: 0 })).toBe(true);
    expect(isAtLimit({ plan: 'FREE', monthlyUsage: 1, bonusCredits: 2 })).toBe(false);
    expect(isAtLimit({ plan: 'BASIC', monthlyUsage: 29, bonusCredits: 0 })).toBe(false);
    expect(isAtLimit({ plan: 'BASIC', monthlyUsage: 30, bonusCredits: 0 })).toBe(true);
    expect(isAtLimit({ plan: 'PRO', monthlyUsage: 999, bonusCredits: 0 })).toBe(false);
  });
});
