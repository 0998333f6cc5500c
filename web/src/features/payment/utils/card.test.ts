import { describe, expect, it } from 'vitest';
import { checkCard, expiryYears, formatCardNumber, luhnValid, type CardFields } from './card';

const now = new Date(2026, 2, 15);
const good: CardFields = { number: '4242 4242 4242 4242', name: ' Test Payer ', month: '12', year: '2028', securityCode: '123' };

describe('checkCard', () => {
  it('gives Omise.js the card as it takes it', () => {
    expect(checkCard(good, now)).toEqual({ card: { name: 'Test Payer', number: '4242424242424242', expiration_month: 12, expiration_year: 2028, security_code: '123' } });
  });

  it('names every field left empty', () => {
    expect(checkCard({ number: '', name: ' ', month: '', year: '', securityCode: '' }, now)).toEqual({
      errors: { number: 'required', name: 'required', month: 'required', year: 'required', securityCode: 'required' },
    });
  });

  it('refuses a mistyped number, by its length or its check digit', () => {
    expect(checkCard({ ...good, number: '4242 4242 4242 4241' }, now)).toEqual({ errors: { number: 'invalid' } });
    expect(checkCard({ ...good, number: '4242 42' }, now)).toEqual({ errors: { number: 'invalid' } });
  });

  it('takes a card to the end of its expiry month, and refuses one that ran out before', () => {
    expect(checkCard({ ...good, month: '3', year: '2026' }, now)).toHaveProperty('card');
    expect(checkCard({ ...good, month: '2', year: '2026' }, now)).toEqual({ errors: { month: 'expired' } });
  });

  it('takes a security code of 3 or 4 digits only', () => {
    expect(checkCard({ ...good, securityCode: '1234' }, now)).toHaveProperty('card');
    expect(checkCard({ ...good, securityCode: '12a' }, now)).toEqual({ errors: { securityCode: 'invalid' } });
  });

  it('passes Omise’s declining test cards on to the bank, which decides', () => {
    expect(checkCard({ ...good, number: '4111 1111 1114 0011' }, now)).toHaveProperty('card');
  });
});

describe('formatCardNumber', () => {
  it('groups the digits by four and drops anything else', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-42a4 2')).toBe('4242 4242');
    expect(formatCardNumber('42424')).toBe('4242 4');
  });

  it('stops at 19 digits', () => {
    expect(formatCardNumber('1'.repeat(25)).replace(/ /g, '')).toHaveLength(19);
  });
});

describe('luhnValid', () => {
  it('knows a good number from one with a digit changed', () => {
    expect(luhnValid('4111111111111111')).toBe(true);
    expect(luhnValid('4111111111111112')).toBe(false);
  });
});

describe('expiryYears', () => {
  it('runs from this year for sixteen years', () => {
    expect(expiryYears(now)).toHaveLength(16);
    expect(expiryYears(now)[0]).toBe(2026);
  });
});
