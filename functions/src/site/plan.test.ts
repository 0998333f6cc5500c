import { describe, expect, it } from 'vitest';
import { planEnables, selectedPlan } from './plan.js';

describe('the plan gated routes follow', () => {
  it('is the stored plan, else the stage default on the fullest table (decision 0039)', () => {
    expect(selectedPlan(undefined, 'PREMIUM')).toEqual({ name: 'PREMIUM', table: 'full' });
    expect(selectedPlan({ name: 'BASIC', table: 'full' }, 'ENTERPRISE')).toEqual({ name: 'BASIC', table: 'full' });
    expect(selectedPlan({ table: 'zoom' }, 'PREMIUM')).toEqual({ name: 'PREMIUM', table: 'zoom' });
  });

  it('falls back to the default for a stored item that does not hold its shape', () => {
    for (const broken of ['BASIC', null, { name: 'GOLD' }, { name: 'BASIC', table: 'other' }]) {
      expect(selectedPlan(broken, 'ENTERPRISE'), JSON.stringify(broken)).toEqual({ name: 'ENTERPRISE', table: 'full' });
    }
  });

  it('enables marketing tracking codes from PREMIUM up', () => {
    expect(planEnables({ name: 'BASIC', table: 'main' }, 'TRACKING_CODE')).toBe(false);
    expect(planEnables({ name: 'PREMIUM', table: 'main' }, 'TRACKING_CODE')).toBe(true);
    expect(planEnables({ name: 'ENTERPRISE', table: 'basic-premium' }, 'TRACKING_CODE')).toBe(true);
  });
});
