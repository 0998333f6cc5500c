import { ROLE } from '@lm/shared';
import { describe, expect, it } from 'vitest';
import { EmailTakenError, InvalidCredentialsError, UsernameTakenError } from './errors.js';
import { memoryIdentity } from './memory-ports.js';
import type { NewAccount, RegistrationPorts, UserProfile } from './ports.js';
import { register } from './service.js';

/** Accounts and profiles kept in arrays, with the provider's refusals. */
function memoryRegistration(options: { failProfileWrite?: boolean } = {}) {
  const accounts: (NewAccount & { id: string })[] = [{ id: 'u-1', username: 'taken', email: 'taken@example.com', password: 'x', firstname: 'T', lastname: 'T', group: 'student' }];
  const profiles: UserProfile[] = [];
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
  };
  return { ports, accounts, profiles, sessions };
}

const input = { username: 'newbie', email: 'newbie@example.com', password: 'Fresh#2026pass', firstname: 'New', lastname: 'Student' };

describe('register', () => {
  it('creates a student account and its profile, and answers a signed-in session', async () => {
    const { ports, accounts, profiles, sessions } = memoryRegistration();

    const answer = await register(ports, input);

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

    await expect(register(ports, { ...input, username: 'taken' })).rejects.toThrow(UsernameTakenError);
    await expect(register(ports, { ...input, email: 'taken@example.com' })).rejects.toThrow(EmailTakenError);

    expect(accounts.map((a) => a.username)).toEqual(['taken']);
    expect(profiles).toEqual([]);
  });

  it('removes the new account when its profile cannot be written', async () => {
    const { ports, accounts } = memoryRegistration({ failProfileWrite: true });

    await expect(register(ports, input)).rejects.toThrow('table unavailable');

    expect(accounts.map((a) => a.username)).toEqual(['taken']);
  });
});
