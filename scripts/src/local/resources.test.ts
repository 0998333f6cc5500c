import { describe, expect, it } from 'vitest';
import { lambdaEnvironment, localPlan, type LocalResources } from './resources.js';

const resources: LocalResources = {
  region: 'ap-southeast-1',
  tableName: 'table',
  userPoolId: 'pool',
  userPoolClientId: 'client',
  issuer: 'http://127.0.0.1:9229/pool',
  buckets: { uploads: 'uploads', media: 'media', web: 'web' },
};

describe('the Lambda environment of the local stack', () => {
  it('runs the ENTERPRISE plan unless PLAN names another', () => {
    expect(lambdaEnvironment(resources, ['*'], {})).toMatchObject({ TABLE_NAME: 'table', ALLOWED_ORIGINS: '*', DEFAULT_PLAN: 'ENTERPRISE' });
    expect(lambdaEnvironment(resources, ['*'], { PLAN: 'basic' }).DEFAULT_PLAN).toBe('BASIC');
    expect(localPlan({ PLAN: 'PREMIUM' })).toBe('PREMIUM');
    expect(localPlan({ PLAN: '' })).toBe('ENTERPRISE');
  });

  it('refuses a plan it does not know', () => {
    expect(() => localPlan({ PLAN: 'GOLD' })).toThrow('PLAN must be one of BASIC, PREMIUM, ENTERPRISE, not "GOLD".');
  });
});
