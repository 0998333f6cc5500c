import { describe, expect, it } from 'vitest';
import { formatAddress, formatDate, formatDateTime, orderNumber } from './format';

describe('how orders read', () => {
  it('gives times in Thailand’s time, in the language shown', () => {
    expect(formatDateTime('2026-01-10T03:00:00.000Z', 'en')).toBe('10 Jan 2026, 10:00');
    expect(formatDate('2027-01-10T03:02:00.000Z', 'en')).toBe('10 Jan 2027');
    expect(formatDate('2027-01-10T03:02:00.000Z', 'th')).toContain('2570');
  });

  it('writes an address on one line, leaving out an empty second line', () => {
    expect(formatAddress({ recipient_name: 'Pim', phone: '0812345678', line1: '1 Rama IV Road', line2: '', subdistrict: 'Lumphini', district: 'Pathum Wan', province: 'Bangkok', postal_code: '10330' })).toBe(
      'Pim, 1 Rama IV Road, Lumphini, Pathum Wan, Bangkok 10330',
    );
  });

  it('shortens an order id to a number a person can read out', () => {
    expect(orderNumber('5f0c2a9e-1b2c-4d3e-8f90-123456789abc')).toBe('5F0C2A9E');
    expect(orderNumber('order-demo-1')).toBe('DEMO-1');
  });
});
