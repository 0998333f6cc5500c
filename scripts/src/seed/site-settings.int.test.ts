import { DEFAULT_SITE_SETTINGS } from '@lm/functions/site/defaults';
import { api } from '@lm/functions/testing/api';
import { siteSettings } from '@lm/shared';
import { describe, expect, it } from 'vitest';
import { DEMO_SITE_SETTINGS } from './site-settings.js';

describe('the demo storefront', () => {
  it('is served as seeded, with the defaults for the groups the demo leaves out', async () => {
    const answer = await api('/public/settings');
    expect(answer.status).toBe(200);
    expect(siteSettings.parse(answer.body)).toEqual({ ...DEFAULT_SITE_SETTINGS, ...DEMO_SITE_SETTINGS });
  });
});
