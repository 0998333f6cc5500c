import { describe, expect, it } from 'vitest';
import { InvalidResetLinkError } from './errors.js';
import type { OutgoingMail, PasswordReset, PasswordResetPorts } from './ports.js';
import { RESET_LINK_LIFETIME_MS, RESET_REQUESTED_MESSAGE, hashResetToken, requestPasswordReset, resetPassword } from './service.js';

function memoryResets() {
  const clock = { now: 1_800_000_000_000 };
  const passwords = new Map([['somchai', 'Old#2026password']]);
  const resets = new Map<string, PasswordReset>();
  const outbox: OutgoingMail[] = [];
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
    },
    mailer: { send: async (mail) => void outbox.push(mail) },
    now: () => clock.now,
    siteUrl: 'https://learn.example.com/',
  };
  const tokenIn = (mail: OutgoingMail | undefined) => mail?.text.match(/\/resetpass\/([A-Za-z0-9_-]+)/)?.[1] ?? '';
  return { ports, clock, passwords, resets, outbox, tokenIn };
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
