import { describe, expect, it } from 'vitest';
import { lambdaEnvironment, localPlan, readPorts, type LocalResources } from './resources.js';

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

describe('the ports of the local stack', () => {
  it('has a default for each engine and server, and takes another from its variable', () => {
    expect(readPorts({})).toEqual({ host: '127.0.0.1', api: 3001, web: 5173, dynamodb: 8000, cognito: 9229, s3: 4569, payments: 4590, media: 4592, zoom: 4594, google: 4596 });
    expect(readPorts({ MEDIA_PORT: '5000', API_PORT: '3100' })).toMatchObject({ media: 5000, api: 3100 });
  });

  it('refuses a value that is not a port', () => {
    expect(() => readPorts({ MEDIA_PORT: 'media' })).toThrow('MEDIA_PORT must be a port number, not "media".');
    expect(() => readPorts({ MEDIA_PORT: '70000' })).toThrow('MEDIA_PORT must be a port number');
  });
});
