import { describe, expect, it } from 'vitest';
import { footerOf, headerOf } from './chrome';
import { FooterSystemOne, FooterSystemTwo } from './footers';
import { HeaderSystemOne } from './header-system-one';
import { HeaderSystemTwo } from './header-system-two';

describe('header and footer styles', () => {
  it('are chosen by their settings names', () => {
    expect(headerOf('headerSystemTwo')).toBe(HeaderSystemTwo);
    expect(footerOf('footerSystemTwo')).toBe(FooterSystemTwo);
  });

  it('fall back to headerSystemOne and footerSystemOne', () => {
    for (const name of [undefined, '', 'headerSystemNine']) {
      expect(headerOf(name)).toBe(HeaderSystemOne);
      expect(footerOf(name)).toBe(FooterSystemOne);
    }
  });
});
