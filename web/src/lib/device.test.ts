import { describe, expect, it } from 'vitest';
import { isPhone } from './device';

describe('isPhone', () => {
  it('knows a phone or tablet by its client hints or its user agent, and a desktop by neither', () => {
    expect(isPhone({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148' })).toBe(true);
    expect(isPhone({ userAgent: 'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36' })).toBe(true);
    expect(isPhone({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36', userAgentData: { mobile: true } })).toBe(true);
    expect(isPhone({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36', userAgentData: { mobile: false } })).toBe(false);
    expect(isPhone({ userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36' })).toBe(false);
  });
});
