import { NO_REGISTER_FIELDS, registerRequest, ROLE, type RegisterFieldsConfig } from '@lm/shared';
import { describe, expect, it } from 'vitest';
import { EmailTakenError, InvalidCredentialsError, UsernameTakenError } from './errors.js';
import { memoryIdentity } from './memory-ports.js';
import { ValidationError } from '../errors.js';
import type { NewAccount, NewProfile, RegistrationPorts } from './ports.js';
import { register } from './service.js';

/** Accounts and profiles kept in arrays, with the provider's refusals. */
function memoryRegistration(options: { failProfileWrite?: boolean; registerFields?: Partial<RegisterFieldsConfig>; closed?: boolean } = {}) {
  const accounts: (NewAccount & { id: string })[] = [{ id: 'u-1', username: 'taken', email: 'taken@example.com', password: 'x', firstname: 'T', lastname: 'T', group: 'student' }];
  const profiles: NewProfile[] = [];
  const { ports: base, sessions } = memoryIdentity([]);
  const ports: RegistrationPorts = {
    ...base,
    idp: {
      ...base.idp,
      async signIn(username, password) {
        const account = accounts.find((a) => a.username === username);
        if (!account || account.password !== password) throw new InvalidCredentialsError();
        return { idToken: `id-${account.id}`, refreshToken: `refresh-${account.id}`, expiresIn: 3600 };
      },
    },
    users: { findByUsername: async (username) => profiles.find((p) => p.username === username) },
    accounts: {
      isEmailInUse: async (email) => accounts.some((a) => a.email === email),
      async create(account) {
        if (accounts.some((a) => a.username === account.username)) throw new UsernameTakenError();
        const id = `u-${accounts.length + 1}`;
        accounts.push({ ...account, id });
        return id;
      },
      async remove(username) {
        accounts.splice(accounts.findIndex((a) => a.username === username), 1);
      },
    },
    profiles: {
      async create(profile) {
        if (options.failProfileWrite) throw new Error('table unavailable');
        profiles.push(profile);
      },
    },
    // The configuration in force, as the site settings and the plan make it.
    registrationRules: async () => ({ open: !options.closed, fields: { ...NO_REGISTER_FIELDS, ...options.registerFields } }),
  };
  return { ports, accounts, profiles, sessions };
}

const input = { username: 'newbie', email: 'newbie@example.com', password: 'Fresh#2026pass', firstname: 'New', lastname: 'Student' };

describe('register', () => {
  it('creates a student account and its profile, and answers a signed-in session', async () => {
    const { ports, accounts, profiles, sessions } = memoryRegistration();

    const answer = await register(ports, input, '198.51.100.7');

    expect(accounts.at(-1)).toMatchObject({ username: 'newbie', email: 'newbie@example.com', group: 'student' });
    expect(profiles).toEqual([
      {
        id: 'u-2',
        username: 'newbie',
        email: 'newbie@example.com',
        firstname: 'New',
        lastname: 'Student',
        displayImgUrl: '',
        roleId: ROLE.student,
        pdpaApproved: 0,
        userGroupId: null,
        selfLearning: false,
      },
    ]);
    expect(answer).toMatchObject({ success: true, ok: true, id_token: 'id-u-2', user: { id: 'u-2', username: 'newbie', role_id: ROLE.student } });
    expect(sessions.get('u-2')?.endedAt).toBeUndefined();
  });

  it('refuses a taken username or e-mail and writes nothing', async () => {
    const { ports, accounts, profiles } = memoryRegistration();

    await expect(register(ports, { ...input, username: 'taken' }, '198.51.100.7')).rejects.toThrow(UsernameTakenError);
    await expect(register(ports, { ...input, email: 'taken@example.com' }, '198.51.100.7')).rejects.toThrow(EmailTakenError);

    expect(accounts.map((a) => a.username)).toEqual(['taken']);
    expect(profiles).toEqual([]);
  });

  it('refuses everyone while settingLogin has registration off, and makes no account', async () => {
    const { ports, accounts, profiles } = memoryRegistration({ closed: true });
    await expect(register(ports, input, '198.51.100.7')).rejects.toMatchObject({
      kind: 'forbidden',
      message: 'This site does not take new registrations. Please ask the school for an account.',
    });
    expect(accounts.map((a) => a.username)).toEqual(['taken']);
    expect(profiles).toEqual([]);
  });

  it('removes the new account when its profile cannot be written', async () => {
    const { ports, accounts } = memoryRegistration({ failProfileWrite: true });

    await expect(register(ports, input, '198.51.100.7')).rejects.toThrow('table unavailable');

    expect(accounts.map((a) => a.username)).toEqual(['taken']);
  });

  it('stores the optional fields the configuration asks for and the student gave', async () => {
    const { ports, profiles } = memoryRegistration({ registerFields: { phone: 'required', birthday: 'optional', gender: 'optional', lineId: 'optional' } });

    await register(ports, registerRequest.parse({ ...input, phone: '081-234-5678', birthday: '2000-01-31', gender: 'female', lineId: '' }), '198.51.100.7');

    expect(profiles[0]).toMatchObject({ username: 'newbie', phone: '0812345678', birthday: '2000-01-31', gender: 'female' });
    expect(profiles[0]).not.toHaveProperty('lineId');
  });

  it('refuses a registration without a required field, naming it, and creates nothing', async () => {
    const { ports, accounts, profiles } = memoryRegistration({ registerFields: { phone: 'required', gender: 'required', birthday: 'optional' } });

    const refused = register(ports, registerRequest.parse({ ...input, phone: '  ', birthday: '2000-01-31' }), '198.51.100.7');

    await expect(refused).rejects.toThrow(ValidationError);
    await expect(refused).rejects.toMatchObject({
      message: 'The request is not valid. (body) phone: Phone is required.; gender: Gender is required.',
      details: { fields: { phone: ['Phone is required.'], gender: ['Gender is required.'] } },
    });
    expect(accounts.map((a) => a.username)).toEqual(['taken']);
    expect(profiles).toEqual([]);
  });

  it('ignores a field the configuration turns off: never stored', async () => {
    const { ports, profiles } = memoryRegistration({ registerFields: { phone: 'optional', referral: 'off' } });

    await register(ports, registerRequest.parse({ ...input, phone: '0812345678', referral: 'A friend', lineId: 'newbie' }), '198.51.100.7');

    expect(profiles[0]).toMatchObject({ phone: '0812345678' });
    expect(profiles[0]).not.toHaveProperty('referral');
    expect(profiles[0]).not.toHaveProperty('lineId');
  });

  it('keeps the other rules: the new account goes when its profile cannot be written', async () => {
    const { ports, accounts } = memoryRegistration({ failProfileWrite: true, registerFields: { phone: 'required' } });

    await expect(register(ports, registerRequest.parse({ ...input, phone: '0812345678' }), '198.51.100.7')).rejects.toThrow('table unavailable');

    expect(accounts.map((a) => a.username)).toEqual(['taken']);
  });
});
