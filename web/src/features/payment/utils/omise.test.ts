import { describe, expect, it } from 'vitest';
import type { OmiseCard } from './card';
import { CardTokenError, createCardToken, type OmiseJs, type OmiseTokenAnswer } from './omise';

const card: OmiseCard = { name: 'Test Payer', number: '4242424242424242', expiration_month: 12, expiration_year: 2030, security_code: '123' };

/** Omise.js answering as the provider would, and remembering what it was given. */
function fakeOmise(status: number, answer: OmiseTokenAnswer) {
  const seen: { key?: string; type?: string; card?: OmiseCard } = {};
  const omise: OmiseJs = {
    setPublicKey: (key) => void (seen.key = key),
    createToken: (type, given, callback) => {
      Object.assign(seen, { type, card: given });
      setTimeout(() => callback(status, answer), 0);
    },
  };
  return { omise, seen };
}

describe('createCardToken', () => {
  it('sets the public key, sends the card to Omise.js and answers the token', async () => {
    const { omise, seen } = fakeOmise(200, { object: 'token', id: 'tokn_test_1' });
    await expect(createCardToken(omise, 'pkey_test_1', card, 'fallback')).resolves.toBe('tokn_test_1');
    expect(seen).toEqual({ key: 'pkey_test_1', type: 'card', card });
  });

  it('fails with the provider’s own message', async () => {
    const { omise } = fakeOmise(400, { object: 'error', code: 'invalid_card', message: 'number is invalid' });
    const failure = createCardToken(omise, 'pkey_test_1', card, 'fallback');
    await expect(failure).rejects.toBeInstanceOf(CardTokenError);
    await expect(failure).rejects.toThrow('number is invalid');
  });

  it('falls back to a plain message when the provider gives none', async () => {
    const { omise } = fakeOmise(0, {});
    await expect(createCardToken(omise, 'pkey_test_1', card, 'The card could not be checked.')).rejects.toThrow('The card could not be checked.');
  });
});
