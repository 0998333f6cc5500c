import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { localDatabase } from '../testing/api.js';
import { createConsentStore } from './consent-repository.js';

describe('consent store on DynamoDB Local', () => {
  it('writes nothing at all for a user without a profile', async () => {
    const db = localDatabase();
    const userId = `ghost-${randomUUID()}`;
    const consent = { userId, policyVersion: '2026-01', approvedAt: new Date().toISOString(), sourceIp: '127.0.0.1', userAgent: 'test' };

    await expect(createConsentStore(db).approvePdpa(consent)).rejects.toThrow('Profile not found.');

    expect((await db.pdpaConsents.query.byUser({ userId }).go()).data).toEqual([]);
    expect((await db.users.get({ userId }).go()).data).toBeNull();
  });
});
