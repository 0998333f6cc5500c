import { MAX_SLIP_BYTES } from '@lm/shared';
import { describe, expect, it } from 'vitest';
import { checkSlipFile, fileSizeText, MAX_SLIP_MB, SLIP_ACCEPT, slipStep } from './slip';

const file = (name: string, type: string, size = 120_000) => ({ name, type, size });

describe('checkSlipFile', () => {
  it('takes a JPEG, PNG or WebP image or a PDF, sent as the type the browser gives', () => {
    expect(checkSlipFile(file('slip.jpg', 'image/jpeg'))).toEqual({ contentType: 'image/jpeg' });
    expect(checkSlipFile(file('slip.png', 'image/png'))).toEqual({ contentType: 'image/png' });
    expect(checkSlipFile(file('slip.webp', 'image/webp'))).toEqual({ contentType: 'image/webp' });
    expect(checkSlipFile(file('slip.pdf', 'application/pdf'))).toEqual({ contentType: 'application/pdf' });
  });

  it('goes by the name when the browser gives no type, and knows the older names of a JPEG', () => {
    expect(checkSlipFile(file('SLIP.JPEG', ''))).toEqual({ contentType: 'image/jpeg' });
    expect(checkSlipFile(file('scan.pdf', ''))).toEqual({ contentType: 'application/pdf' });
    expect(checkSlipFile(file('photo.jpg', 'image/pjpeg'))).toEqual({ contentType: 'image/jpeg' });
    expect(checkSlipFile(file('photo', ''))).toEqual({ problem: 'type' });
  });

  it('refuses any other type, whatever the name says', () => {
    expect(checkSlipFile(file('notes.txt', 'text/plain'))).toEqual({ problem: 'type' });
    expect(checkSlipFile(file('slip.png', 'text/html'))).toEqual({ problem: 'type' });
    expect(checkSlipFile(file('photo.heic', 'image/heic'))).toEqual({ problem: 'type' });
    expect(checkSlipFile(file('drawing.svg', 'image/svg+xml'))).toEqual({ problem: 'type' });
  });

  it('refuses an empty file and one over 10 MB; exactly 10 MB goes', () => {
    expect(checkSlipFile(file('slip.png', 'image/png', 0))).toEqual({ problem: 'empty' });
    expect(checkSlipFile(file('slip.png', 'image/png', MAX_SLIP_BYTES + 1))).toEqual({ problem: 'size' });
    expect(checkSlipFile(file('slip.png', 'image/png', MAX_SLIP_BYTES))).toEqual({ contentType: 'image/png' });
    expect(MAX_SLIP_MB).toBe(10);
  });

  it('asks for a file when none is chosen', () => {
    expect(checkSlipFile(undefined)).toEqual({ problem: 'missing' });
  });

  it('lets the picker offer only those types', () => {
    expect(SLIP_ACCEPT.split(',')).toEqual(['image/jpeg', 'image/png', 'image/webp', 'application/pdf', '.jpg', '.jpeg', '.png', '.webp', '.pdf']);
  });
});

describe('fileSizeText', () => {
  it('gives small files in KB and larger ones in MB', () => {
    expect(fileSizeText(68)).toBe('1 KB');
    expect(fileSizeText(820 * 1024)).toBe('820 KB');
    expect(fileSizeText(2.44 * 1024 * 1024)).toBe('2.4 MB');
  });
});

describe('slipStep', () => {
  const slip = (status: 'submitted' | 'approved' | 'rejected', reason = '') => ({ key: 'slips/order-1/a', content_type: 'image/png' as const, submitted_at: '2026-03-01T10:05:00.000Z', status, reason });

  it('asks for a slip until one is sent', () => {
    expect(slipStep({ slip: null })).toEqual({ kind: 'send', rejected: null });
  });

  it('waits for the review of a sent slip, and says an approved one is', () => {
    expect(slipStep({ slip: slip('submitted') })).toEqual({ kind: 'review', submittedAt: '2026-03-01T10:05:00.000Z' });
    expect(slipStep({ slip: slip('approved') })).toEqual({ kind: 'approved' });
  });

  it('gives a rejected slip’s reason and asks for another', () => {
    expect(slipStep({ slip: slip('rejected', 'The amount does not match the order.') })).toEqual({ kind: 'send', rejected: 'The amount does not match the order.' });
  });
});
