import { branch } from '@lm/shared';
import { describe, expect, it } from 'vitest';
import { DEMO_BRANCHES, demoSeatHour } from './study-time.js';

describe('the demo study time', () => {
  it('has two published branches the branches master file accepts', () => {
    expect(DEMO_BRANCHES.map((row) => branch.parse(row))).toMatchObject([
      { id: 'branch-siam', name_en: 'Siam branch', name_th: 'สาขาสยาม', seats: 12, published: true },
      { id: 'branch-chiangmai', name_en: 'Chiang Mai branch', name_th: 'สาขาเชียงใหม่', seats: 8, published: true },
    ]);
  });

  it("puts the demo student's seat on the Siam branch's first open hour two days ahead", () => {
    // Thursday 17:00 Bangkok: Saturday 17:00 is open.
    expect(demoSeatHour(new Date('2026-11-26T10:00:00.000Z'))).toEqual({ starts_at: '2026-11-28T10:00:00.000Z', ends_at: '2026-11-28T11:00:00.000Z' });
    // Friday 21:00 Bangkok: Sunday is closed, so Monday at 09:00.
    expect(demoSeatHour(new Date('2026-11-27T14:00:00.000Z'))).toEqual({ starts_at: '2026-11-30T02:00:00.000Z', ends_at: '2026-11-30T03:00:00.000Z' });
    // Sunday 10:30 Bangkok: Tuesday's 10:30 has begun, so Tuesday at 11:00.
    expect(demoSeatHour(new Date('2026-11-29T03:30:00.000Z'))).toEqual({ starts_at: '2026-12-01T04:00:00.000Z', ends_at: '2026-12-01T05:00:00.000Z' });
  });
});
