import { featuresOf, type Plan, type SiteSettings } from '@lm/shared';
import i18next from 'i18next';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { siteStore } from '../../lib/site-settings';
import { MainLinks } from './account-links';

function linksOn(plan: Plan, features: Partial<ReturnType<typeof featuresOf>> = {}): string[] {
  const settings = { plan: { name: plan, table: 'main', features: { ...featuresOf('main', plan), ...features } } } as SiteSettings;
  siteStore.set({ settings });
  const html = renderToStaticMarkup(createElement(MemoryRouter, null, createElement(MainLinks)));
  return [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1] ?? '');
}

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: {} } }, initAsync: false });
});
afterEach(() => siteStore.set({ settings: undefined }));

describe('the main links follow the plan', () => {
  it('show Promotions while the plan has PROMOTION on', () => {
    expect(linksOn('BASIC')).toContain('/promotion');
  });

  it('hide Promotions when the plan has PROMOTION off, and keep the rest', () => {
    const links = linksOn('ENTERPRISE', { PROMOTION: false });
    expect(links).not.toContain('/promotion');
    expect(links).toEqual(expect.arrayContaining(['/article', '/review']));
  });
});
