import type { Address } from '@lm/shared';
import { describe, expect, it } from 'vitest';
import { chosenAddress } from './address';

const address = (id: string, is_default = false): Address => ({
  id,
  recipient_name: 'Pim',
  phone: '0812345678',
  line1: `${id} Road`,
  line2: '',
  subdistrict: 'Lumphini',
  district: 'Pathum Wan',
  province: 'Bangkok',
  postal_code: '10330',
  is_default,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
});

describe('the address a parcel goes to', () => {
  it('is the one chosen, else the default, else the first', () => {
    const book = [address('a'), address('b', true), address('c')];
    expect(chosenAddress(book, 'c')?.id).toBe('c');
    expect(chosenAddress(book, undefined)?.id).toBe('b');
    expect(chosenAddress(book, 'gone')?.id).toBe('b');
    expect(chosenAddress([address('a'), address('c')], undefined)?.id).toBe('a');
  });

  it('is none while the book is empty or not read yet', () => {
    expect(chosenAddress([], undefined)).toBeUndefined();
    expect(chosenAddress(undefined, 'a')).toBeUndefined();
  });
});
