import { address, addressList, editUserResponse, profile } from '@lm/shared';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, localDatabase, signIn, signOut } from '../testing/api.js';

type Session = Awaited<ReturnType<typeof signIn>>;

const home = {
  recipient_name: 'Somchai Jaidee',
  phone: '0812345678',
  line1: '99 Sukhumvit Road',
  line2: 'Floor 3',
  subdistrict: 'Khlong Toei',
  district: 'Khlong Toei',
  province: 'Bangkok',
  postal_code: '10110',
  is_default: true,
};

let student: Session;
let student2: Session;

type AddressItem = Awaited<ReturnType<typeof addressesOf>>[number];
const addressesOf = async (userId: string) => (await localDatabase().addresses.query.byUser({ userId }).go({ pages: 'all' })).data;
/** The addresses each account held before this file ran (the second demo student's seeded one). */
const seeded = new Map<string, AddressItem[]>();

/** Deletes the addresses this file added to an account, and puts back those it held as they were (which one is the default included). */
async function clearAddresses(userId: string) {
  const kept = seeded.get(userId) ?? [];
  for (const item of await addressesOf(userId)) if (!kept.some((one) => one.id === item.id)) await localDatabase().addresses.delete({ userId, id: item.id }).go();
  for (const item of kept) await localDatabase().addresses.put(item).go();
}

beforeAll(async () => {
  student = await signIn('student');
  student2 = await signIn('student2');
  for (const session of [student, student2]) seeded.set(session.user.id, await addressesOf(session.user.id));
});

afterAll(async () => {
  // The demo accounts keep their seeded names for the other test files.
  await localDatabase().users.patch({ userId: student.user.id }).set({ firstname: 'Somchai', lastname: 'Jaidee', phone: '', displayImgUrl: '' })
    .remove(['birthday', 'gender', 'lineId', 'referral'])
    .go();
  await clearAddresses(student.user.id);
  await clearAddresses(student2.user.id);
  await signOut(student);
  await signOut(student2);
});

describe('POST /user/edit', () => {
  it("answers the caller's stored profile with the login fields", async () => {
    const answer = await api('/user/edit', { form: { username: 'student' }, token: student.id_token });
    expect(answer.status).toBe(200);
    expect(editUserResponse.parse(answer.body).user).toEqual({
      id: inject('userIds').student,
      username: 'student',
      firstname: 'Somchai',
      lastname: 'Jaidee',
      displayImgUrl: '',
      role_id: 3,
      email: 'student@example.com',
      pdpa_approved: expect.any(Number),
      user_group_id: 'premium',
    });
  });

  it('refuses another username with 403 and without a token with 401', async () => {
    const other = await api('/user/edit', { json: { username: 'student2' }, token: student.id_token });
    expect(other.status).toBe(403);
    expect(other.body).toEqual({ success: false, ok: false, message: 'You can only refresh your own profile.' });
    expect((await api('/user/edit', { json: { username: 'student' } })).status).toBe(401);
  });
});

describe('POST /user/ping', () => {
  it('answers ok and keeps the session active', async () => {
    const db = localDatabase();
    // An old lastSeenAt shows the ping moved it (the touch only writes when a minute has passed).
    await db.sessions.patch({ userId: student2.user.id }).set({ lastSeenAt: Date.now() - 5 * 60_000 }).go();

    const answer = await api('/user/ping', { method: 'POST', token: student2.id_token });

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, ok: true });
    const stored = await db.sessions.get({ userId: student2.user.id }).go();
    expect(stored.data?.lastSeenAt).toBeGreaterThan(Date.now() - 60_000);
  });

  it('refuses a caller without a token', async () => {
    expect((await api('/user/ping', { method: 'POST' })).status).toBe(401);
  });
});

describe('/api/me/profile', () => {
  it('is the caller’s alone: never cached, never sniffed', async () => {
    const answer = await api('/api/me/profile', { token: student.id_token });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    const publicAnswer = await api('/public/courses');
    expect(publicAnswer.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('changes the caller’s own profile and stores it', async () => {
    const answer = await api('/api/me/profile', {
      method: 'PUT',
      form: {
        firstname: 'Somsak',
        lastname: 'Dee',
        phone: '+66 81 234 5678',
        displayImgUrl: 'https://cdn.example.com/me.png',
        birthday: '1995-04-13',
        gender: 'male',
        lineId: 'somsak.d',
        referral: '',
      },
      token: student.id_token,
    });

    expect(answer.status).toBe(200);
    const expected = {
      username: 'student',
      email: 'student@example.com',
      firstname: 'Somsak',
      lastname: 'Dee',
      phone: '+66812345678',
      displayImgUrl: 'https://cdn.example.com/me.png',
      birthday: '1995-04-13',
      gender: 'male',
      lineId: 'somsak.d',
      referral: '',
    };
    expect(profile.parse(answer.body)).toEqual(expected);
    expect((await api('/api/me/profile', { token: student.id_token })).body).toEqual(expected);
    const stored = await localDatabase().users.get({ userId: student.user.id }).go();
    expect(stored.data).toMatchObject({ firstname: 'Somsak', lastname: 'Dee', phone: '+66812345678', birthday: '1995-04-13', gender: 'male', lineId: 'somsak.d' });
    const other = await localDatabase().users.get({ userId: student2.user.id }).go();
    expect(other.data).toMatchObject({ firstname: 'Malee', lastname: 'Suksan' });
  });

  it('refuses a bad phone naming the field, and leaves the profile as it was', async () => {
    const before = await localDatabase().users.get({ userId: student.user.id }).go();
    const answer = await api('/api/me/profile', { method: 'PUT', json: { firstname: 'X', lastname: 'Y', phone: '12345' }, token: student.id_token });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ fields: { phone: ['Phone must be a Thai number: 0 followed by 8 or 9 digits, or +66.'] } });
    expect((await localDatabase().users.get({ userId: student.user.id }).go()).data).toEqual(before.data);
  });

  it('checks the registration fields as a registration does, naming each', async () => {
    const answer = await api('/api/me/profile', {
      method: 'PUT',
      json: { firstname: 'X', lastname: 'Y', birthday: '2030-01-01', gender: 'robot', lineId: 'x'.repeat(51) },
      token: student.id_token,
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      fields: {
        birthday: ['Birthday must be at least 5 years ago.'],
        gender: ['Gender must be one of female, male, other, unspecified.'],
        lineId: ['LINE ID is too long (at most 50 characters).'],
      },
    });
  });

  it('takes the caller from the token, never from the body, and needs a token', async () => {
    const answer = await api('/api/me/profile', {
      method: 'PUT',
      json: { firstname: 'X', lastname: 'Y', userId: student2.user.id },
      token: student.id_token,
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ fields: { userId: ['This field is not accepted.'] } });
    expect((await api('/api/me/profile')).status).toBe(401);
    expect((await api('/api/me/profile', { method: 'PUT', json: { firstname: 'X', lastname: 'Y' } })).status).toBe(401);
  });
});

describe('/api/me/addresses', () => {
  it('adds, lists, changes and removes the caller’s addresses, one default at most', async () => {
    const created = await api('/api/me/addresses', { json: home, token: student.id_token });
    expect(created.status).toBe(200);
    const first = address.parse(created.body);
    expect(first).toMatchObject({ ...home, id: expect.any(String) });

    const second = address.parse((await api('/api/me/addresses', { form: { ...home, line1: '1 Silom Road', postal_code: '10500', is_default: 'true' }, token: student.id_token })).body);

    const listed = addressList.parse((await api('/api/me/addresses', { token: student.id_token })).body);
    expect(listed.map((a) => [a.id, a.is_default])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
    const stored = await localDatabase().addresses.get({ userId: student.user.id, id: first.id }).go();
    expect(stored.data).toMatchObject({ userId: student.user.id, postal_code: '10110', is_default: false });

    const changed = await api(`/api/me/addresses/${first.id}`, { method: 'PUT', json: { ...home, province: 'Nonthaburi', postal_code: '11000' }, token: student.id_token });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ id: first.id, province: 'Nonthaburi', is_default: true });
    expect((await localDatabase().addresses.get({ userId: student.user.id, id: second.id }).go()).data?.is_default).toBe(false);

    const removed = await api(`/api/me/addresses/${second.id}`, { method: 'DELETE', token: student.id_token });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ success: true, ok: true });
    expect((await localDatabase().addresses.get({ userId: student.user.id, id: second.id }).go()).data).toBeNull();
  });

  it('refuses a bad postal code and a bad phone naming the fields, storing nothing', async () => {
    const before = (await api('/api/me/addresses', { token: student2.id_token })).body;
    const answer = await api('/api/me/addresses', { json: { ...home, postal_code: '1011', phone: '999' }, token: student2.id_token });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      fields: { postal_code: ['Postal code must be exactly 5 digits.'], phone: ['Phone must be a Thai number: 0 followed by 8 or 9 digits, or +66.'] },
    });
    expect((await api('/api/me/addresses', { token: student2.id_token })).body).toEqual(before);
  });

  it("answers 404 for another person's address and leaves it untouched", async () => {
    const hers = address.parse((await api('/api/me/addresses', { json: home, token: student2.id_token })).body);

    const read = addressList.parse((await api('/api/me/addresses', { token: student.id_token })).body);
    expect(read.map((a) => a.id)).not.toContain(hers.id);
    const changed = await api(`/api/me/addresses/${hers.id}`, { method: 'PUT', json: { ...home, line1: 'Taken' }, token: student.id_token });
    expect(changed.status).toBe(404);
    expect(changed.body).toEqual({ success: false, ok: false, message: 'Address not found.' });
    expect((await api(`/api/me/addresses/${hers.id}`, { method: 'DELETE', token: student.id_token })).status).toBe(404);

    const stored = await localDatabase().addresses.get({ userId: student2.user.id, id: hers.id }).go();
    expect(stored.data).toMatchObject({ line1: home.line1 });
  });

  it('needs a token', async () => {
    expect((await api('/api/me/addresses')).status).toBe(401);
    expect((await api('/api/me/addresses', { json: home })).status).toBe(401);
    expect((await api('/api/me/addresses/x', { method: 'DELETE' })).status).toBe(401);
  });
});
