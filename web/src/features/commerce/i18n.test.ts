import { SELLABLE_KINDS } from '@lm/shared';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';

await i18next.init({ lng: 'en', resources: {}, initAsync: false });
await import('./i18n');

describe('the cart’s words', () => {
  it('name every kind of goods a cart holds, in English and Thai', () => {
    for (const kind of SELLABLE_KINDS) for (const lng of ['en', 'th']) expect(i18next.exists(`commerce.cart.kinds.${kind}`, { lng }), `${kind} ${lng}`).toBe(true);
  });
});
