import { describe, expect, it } from 'vitest';
import { InvalidResetLinkError } from './errors.js';
import type { OutgoingMail, PasswordReset, PasswordResetPorts } from './ports.js';
import { MAX_PENDING_RESET_LINKS, RESET_LINK_LIFETIME_MS, RESET_REQUESTED_MESSAGE, hashResetToken, requestPasswordReset, resetPassword } from './service.js';

function memoryResets() {
  const clock = { now: 1_800_000_000_000 };
  const passwords = new Map([['somchai', 'Old#2026password']]);
  const resets = new Map<string, PasswordReset>();
  const outbox: OutgoingMail[] = [];
  const endedSessions: { userId: string; at: number }[] = [];
  const ports: PasswordResetPorts = {
    accounts: {
      findByEmail: async (email) => (email === 'somchai@example.com' ? { userId: 'u-1', username: 'somchai' } : undefined),
      async setPassword(username, password) {
        passwords.set(username, password);
      },
    },
    resets: {
      async save(reset) {
        resets.set(reset.tokenHash, reset);
      },
      async claim(tokenHash) {
        const reset = resets.get(tokenHash);
        resets.delete(tokenHash);
        return reset;
      },
      countPending: async (userId, now) => [...resets.values()].filter((reset) => reset.userId === userId && reset.expiresAt > now).length,
      async removeAll(userId) {
        for (const [hash, reset] of resets) if (reset.userId === userId) resets.delete(hash);
      },
    },
    mailer: { send: async (mail) => void outbox.push(mail) },
    sessions: { end: async (userId, at) => void endedSessions.push({ userId, at }) },
    now: () => clock.now,
    siteUrl: 'https://learn.example.com/',
  };
  const tokenIn = (mail: OutgoingMail | undefined) => mail?.text.match(/\/resetpass\/([A-Za-z0-9_-]+)/)?.[1] ?? '';
  return { ports, clock, passwords, resets, outbox, tokenIn, endedSessions };
}

describe('requestPasswordReset', () => {
  it('mails a link to the site and keeps only the hash of its token, for an hour', async () => {
    const { ports, clock, resets, outbox, tokenIn } = memoryResets();

    const answer = await requestPasswordReset(ports, 'somchai@example.com');

    expect(answer).toEqual({ success: true, ok: true, message: RESET_REQUESTED_MESSAGE });
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ to: 'somchai@example.com', text: expect.stringContaining('https://learn.example.com/resetpass/') });
    const token = tokenIn(outbox[0]);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect([...resets.values()]).toEqual([
      { tokenHash: hashResetToken(token), userId: 'u-1', username: 'somchai', expiresAt: clock.now + RESET_LINK_LIFETIME_MS },
    ]);
    expect(resets.has(token)).toBe(false);
  });

  it('answers an unknown address the same, and sends nothing', async () => {
    const { ports, resets, outbox } = memoryResets();

    expect(await requestPasswordReset(ports, 'nobody@example.com')).toEqual({ success: true, ok: true, message: RESET_REQUESTED_MESSAGE });
    expect(outbox).toEqual([]);
    expect(resets.size).toBe(0);
  });

  it('sends no more links while three still work, answering the same, and sends again once one expires', async () => {
    const { ports, clock, outbox } = memoryResets();
    for (let i = 0; i < MAX_PENDING_RESET_LINKS + 2; i += 1) {
      expect(await requestPasswordReset(ports, 'somchai@example.com')).toEqual({ success: true, ok: true, message: RESET_REQUESTED_MESSAGE });
      clock.now += 60_000;
    }
    expect(outbox).toHaveLength(MAX_PENDING_RESET_LINKS);
    // The first link expires an hour after it was sent.
    clock.now += RESET_LINK_LIFETIME_MS - (MAX_PENDING_RESET_LINKS + 2) * 60_000 + 1;
    await requestPasswordReset(ports, 'somchai@example.com');
    expect(outbox).toHaveLength(MAX_PENDING_RESET_LINKS + 1);
  });

  it('makes a different token each time', async () => {
    const { ports, outbox, tokenIn } = memoryResets();
    await requestPasswordReset(ports, 'somchai@example.com');
    await requestPasswordReset(ports, 'somchai@example.com');
    expect(tokenIn(outbox[0])).not.toBe(tokenIn(outbox[1]));
  });
});

describe('resetPassword', () => {
  it('sets the password once per link', async () => {
    const { ports, passwords, outbox, tokenIn } = memoryResets();
    await requestPasswordReset(ports, 'somchai@example.com');
    const token = tokenIn(outbox[0]);

    await resetPassword(ports, token, 'New#2026password');
    expect(passwords.get('somchai')).toBe('New#2026password');

    await expect(resetPassword(ports, token, 'Other#2026password')).rejects.toThrow(InvalidResetLinkError);
    expect(passwords.get('somchai')).toBe('New#2026password');
  });

  it('spends the account’s other links and ends its session once the password is changed', async () => {
    const { ports, clock, resets, outbox, tokenIn, endedSessions } = memoryResets();
    await requestPasswordReset(ports, 'somchai@example.com');
    await requestPasswordReset(ports, 'somchai@example.com');

    await resetPassword(ports, tokenIn(outbox[1]), 'New#2026password');
    expect(resets.size).toBe(0);
    expect(endedSessions).toEqual([{ userId: 'u-1', at: clock.now }]);
    await expect(resetPassword(ports, tokenIn(outbox[0]), 'Other#2026password')).rejects.toThrow(InvalidResetLinkError);
  });

  it('refuses a link at its hour and after, and spends it', async () => {
    const { ports, clock, passwords, resets, outbox, tokenIn } = memoryResets();
    await requestPasswordReset(ports, 'somchai@example.com');
    clock.now += RESET_LINK_LIFETIME_MS;

    await expect(resetPassword(ports, tokenIn(outbox[0]), 'Late#2026password')).rejects.toThrow(InvalidResetLinkError);
    expect(passwords.get('somchai')).toBe('Old#2026password');
    expect(resets.size).toBe(0);
  });

  it('refuses a token that was never issued', async () => {
    const { ports } = memoryResets();
    await expect(resetPassword(ports, 'made-up', 'Any#2026password')).rejects.toThrow(InvalidResetLinkError);
  });
});
