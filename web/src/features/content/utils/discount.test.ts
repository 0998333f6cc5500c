import { describe, expect, it } from 'vitest';
import { discountOf, promotionPhase } from './discount';
import { formatDay, todayInThailand } from './format-date';

describe('promotions', () => {
  it('say a percent discount as a percentage and an amount in baht (from satang)', () => {
    expect(discountOf({ discount_kind: 'percent', discount_value: 20 })).toEqual({ key: 'content.promotions.percentOff', values: { value: 20 } });
    expect(discountOf({ discount_kind: 'amount', discount_value: 50_000 })).toEqual({ key: 'content.promotions.amountOff', values: { amount: '฿500' } });
  });

  it('are upcoming before their first day, current through their last, and ended after it', () => {
    const promotion = { starts_on: '2026-04-10', ends_on: '2026-04-20' };
    expect(promotionPhase(promotion, '2026-04-09')).toBe('upcoming');
    expect(promotionPhase(promotion, '2026-04-10')).toBe('current');
    expect(promotionPhase(promotion, '2026-04-20')).toBe('current');
    expect(promotionPhase(promotion, '2026-04-21')).toBe('ended');
  });
});

describe('dates', () => {
  it('count the day in Thailand, seven hours ahead of UTC', () => {
    expect(todayInThailand(new Date('2026-04-09T16:59:00Z'))).toBe('2026-04-09');
    expect(todayInThailand(new Date('2026-04-09T17:00:00Z'))).toBe('2026-04-10');
  });

  it('show a bare day as that day in either language, and a time as its day in Thailand', () => {
    expect(formatDay('2026-04-10', 'en')).toBe('10 Apr 2026');
    expect(formatDay('2026-04-10', 'th')).toMatch(/^10 เม\.ย\. 2569$/);
    expect(formatDay('2026-04-09T20:00:00.000Z', 'en')).toBe('10 Apr 2026');
    expect(formatDay('not a date', 'en')).toBe('not a date');
  });
});
