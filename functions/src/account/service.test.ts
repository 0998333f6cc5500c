import { addressInput, profileInput } from '@lm/shared';
import { describe, expect, it } from 'vitest';
import { ConflictError, ForbiddenError, NotFoundError } from '../errors.js';
import { memoryAccount } from './memory-ports.js';
import type { AccountRecord } from './ports.js';
import { createAddress, deleteAddress, getProfile, listAddresses, MESSAGES, refreshSessionUser, updateAddress, updateProfile } from './service.js';

const somchai: AccountRecord = {
  userId: 'u-1',
  username: 'student',
  email: 'student@example.com',
  firstname: 'Somchai',
  lastname: 'Jaidee',
  phone: '',
  displayImgUrl: '',
  birthday: '',
  gender: '',
  lineId: '',
  referral: '',
  roleId: 3,
  pdpaApproved: 1,
  userGroupId: 'premium',
};
const malee: AccountRecord = { ...somchai, userId: 'u-2', username: 'student2', firstname: 'Malee', lastname: 'Suksan', userGroupId: null };

const home = addressInput.parse({
  recipient_name: 'Somchai Jaidee',
  phone: '081-234-5678',
  line1: '99 Sukhumvit Road',
  subdistrict: 'Khlong Toei',
  district: 'Khlong Toei',
  province: 'Bangkok',
  postal_code: '10110',
  is_default: 'true',
});

describe('refreshSessionUser', () => {
  it("answers the caller's stored profile with the login fields", async () => {
    const { ports } = memoryAccount([somchai, malee]);
    expect(await refreshSessionUser(ports, { userId: 'u-1', username: 'student' }, 'student')).toEqual({
      success: true,
      ok: true,
      user: {
        id: 'u-1',
        username: 'student',
        firstname: 'Somchai',
        lastname: 'Jaidee',
        displayImgUrl: '',
        role_id: 3,
        email: 'student@example.com',
        pdpa_approved: 1,
        user_group_id: 'premium',
      },
    });
  });

  it("refuses another person's username", async () => {
    const { ports } = memoryAccount([somchai, malee]);
    const refused = refreshSessionUser(ports, { userId: 'u-1', username: 'student' }, 'student2');
    await expect(refused).rejects.toThrow(ForbiddenError);
    await expect(refused).rejects.toThrow(MESSAGES.otherUser);
  });
});

describe('profile', () => {
  it('stores the changed name, phone and image and answers them', async () => {
    const { ports, records } = memoryAccount([somchai, malee]);
    const input = profileInput.parse({ firstname: ' Somsak ', lastname: 'Dee', phone: '+66 81 234 5678', displayImgUrl: 'https://cdn.example.com/a.png' });

    const answer = await updateProfile(ports, 'u-1', input);

    expect(answer).toEqual({
      username: 'student',
      email: 'student@example.com',
      firstname: 'Somsak',
      lastname: 'Dee',
      phone: '+66812345678',
      displayImgUrl: 'https://cdn.example.com/a.png',
      birthday: '',
      gender: '',
      lineId: '',
      referral: '',
    });
    expect(await getProfile(ports, 'u-1')).toEqual(answer);
    expect(records.get('u-2')?.firstname).toBe('Malee');
  });

  it('stores the registration fields, optional here, and clears one sent empty', async () => {
    const { ports } = memoryAccount([{ ...somchai, birthday: '1990-05-01', referral: 'A friend' }]);
    const input = profileInput.parse({ firstname: 'Somchai', lastname: 'Jaidee', birthday: '1991-02-03', gender: 'male', lineId: ' somchai.j ', referral: '' });

    const answer = await updateProfile(ports, 'u-1', input);

    expect(answer).toMatchObject({ birthday: '1991-02-03', gender: 'male', lineId: 'somchai.j', referral: '' });
    expect(await getProfile(ports, 'u-1')).toEqual(answer);
  });

  it('answers not found for a person without a profile', async () => {
    const { ports } = memoryAccount([somchai]);
    await expect(getProfile(ports, 'u-9')).rejects.toThrow(NotFoundError);
    await expect(updateProfile(ports, 'u-9', profileInput.parse({ firstname: 'A', lastname: 'B' }))).rejects.toThrow(NotFoundError);
  });
});

describe('profile and address validation', () => {
  it.each(['0812345678', '021234567', '+66812345678', '081 234 5678'])('accepts the Thai phone %s', (phone) => {
    expect(profileInput.safeParse({ firstname: 'A', lastname: 'B', phone }).success).toBe(true);
  });

  it.each(['12345678', '081234', '08123456789', '+6512345678', 'phone'])('refuses %s with a plain message', (phone) => {
    const result = profileInput.safeParse({ firstname: 'A', lastname: 'B', phone });
    expect(result.error?.issues[0]).toMatchObject({ path: ['phone'], message: expect.stringMatching(/^Phone must be a Thai number/) });
  });

  it.each([
    ['birthday', '01/02/1990', 'Birthday must be a date such as 2000-01-31.'],
    ['birthday', '1990-02-30', 'Birthday is not a date of the calendar.'],
    ['birthday', `${new Date().getUTCFullYear() - 2}-01-01`, 'Birthday must be at least 5 years ago.'],
    ['gender', 'robot', 'Gender must be one of female, male, other, unspecified.'],
    ['lineId', 'x'.repeat(51), 'LINE ID is too long (at most 50 characters).'],
    ['referral', 'x'.repeat(201), 'How you heard of us is too long (at most 200 characters).'],
  ])('refuses the %s %j naming the field', (field, value, message) => {
    const result = profileInput.safeParse({ firstname: 'A', lastname: 'B', [field]: value });
    expect(result.error?.issues[0]).toMatchObject({ path: [field], message });
  });

  it.each(['1011', '101100', '1O110', ''])('refuses the postal code %j', (postal_code) => {
    const result = addressInput.safeParse({ ...home, postal_code });
    expect(result.error?.issues[0]).toMatchObject({ path: ['postal_code'], message: 'Postal code must be exactly 5 digits.' });
  });
});

describe('address book', () => {
  it('adds, lists the default first, changes and removes addresses of the caller only', async () => {
    const { ports, clock } = memoryAccount([somchai, malee]);
    const first = await createAddress(ports, 'u-1', { ...home, is_default: false });
    clock.now += 1000;
    const second = await createAddress(ports, 'u-1', home);

    expect((await listAddresses(ports, 'u-1')).map((a) => a.id)).toEqual([second.id, first.id]);
    expect(await listAddresses(ports, 'u-2')).toEqual([]);

    const changed = await updateAddress(ports, 'u-1', first.id, { ...home, line1: '1 Silom Road', postal_code: '10500' });
    expect(changed).toMatchObject({ id: first.id, line1: '1 Silom Road', postal_code: '10500', is_default: true, created_at: first.created_at });

    const list = await listAddresses(ports, 'u-1');
    expect(list.filter((a) => a.is_default).map((a) => a.id)).toEqual([first.id]);

    expect(await deleteAddress(ports, 'u-1', second.id)).toEqual({ success: true, ok: true });
    expect((await listAddresses(ports, 'u-1')).map((a) => a.id)).toEqual([first.id]);
  });

  it("answers not found for another person's address, and leaves it as it was", async () => {
    const { ports } = memoryAccount([somchai, malee]);
    const hers = await createAddress(ports, 'u-2', home);

    await expect(updateAddress(ports, 'u-1', hers.id, { ...home, line1: 'Taken' })).rejects.toThrow(MESSAGES.noAddress);
    await expect(deleteAddress(ports, 'u-1', hers.id)).rejects.toThrow(NotFoundError);
    expect(await listAddresses(ports, 'u-2')).toEqual([hers]);
  });

  it('refuses an address beyond the book size', async () => {
    const { ports } = memoryAccount([somchai]);
    for (let i = 0; i < 20; i += 1) await createAddress(ports, 'u-1', { ...home, is_default: false });
    await expect(createAddress(ports, 'u-1', home)).rejects.toThrow(ConflictError);
    expect(await listAddresses(ports, 'u-1')).toHaveLength(20);
  });
});
