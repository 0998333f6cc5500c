import { afterAll, describe, expect, it } from 'vitest';
import { api, holdUserRole, localDatabase, signIn, signOut } from '../testing/api.js';

/**
 * Custom user roles (decision 0021) end to end: the role is read per request,
 * so the demo administrator is given one here and has it taken away after.
 */
const ROLE_ID = 'role-permissions-test';

async function adminSession() {
  return signIn('admin');
}

afterAll(async () => {
  await holdUserRole('admin', undefined);
  await localDatabase().userRoles.delete({ id: ROLE_ID }).go();
});

describe('custom user roles', () => {
  it('tells a full administrator at sign-in that every screen is theirs', async () => {
    const session = await adminSession();
    try {
      expect((session.user as { permissions?: unknown }).permissions).toBe('all');
    } finally {
      await signOut(session);
    }
  });

  it('refuses the routes of screens the role lacks with 403 and a plain message, and serves the others', async () => {
    const db = localDatabase();
    const now = new Date().toISOString();
    await db.userRoles.put({ id: ROLE_ID, name: 'Article writers', description: '', permissions: ['articles'], created_at: now, updated_at: now }).go();
    await holdUserRole('admin', ROLE_ID);

    const session = await adminSession();
    try {
      expect((session.user as { permissions?: unknown }).permissions).toEqual(['articles']);
      const token = session.id_token;
      expect(await api('/api/courses', { token })).toMatchObject({ status: 403, body: { message: 'Your user role does not allow this.' } });
      expect(await api('/api/courses/delete', { method: 'DELETE', token, json: { ids: ['nothing'] } })).toMatchObject({ status: 403 });
      expect(await api('/api/settings/site', { token })).toMatchObject({ status: 403 });
      expect((await api('/api/articles', { token })).status).toBe(200);
      // Article categories are kept beside the articles, so the article screen may read and delete them.
      expect((await api('/api/categories/article', { token })).status).toBe(200);

      // A change to the role applies at the next request, without signing in again.
      await db.userRoles.patch({ id: ROLE_ID }).set({ permissions: ['articles', 'courses'] }).go();
      expect((await api('/api/courses', { token })).status).toBe(200);
    } finally {
      await signOut(session);
    }
  });
});
