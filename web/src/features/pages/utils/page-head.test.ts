import type { CustomPage } from '@lm/shared';
import { describe, expect, it } from 'vitest';
import { isEmptyData, openStreetMapHref } from './module-data';
import type { HeadTag } from '../../../lib/share-head';
import { pageHead } from './page-head';

const page: CustomPage = {
  id: 'page-home',
  path: '/',
  name: 'Home',
  meta_title: 'Learn online',
  meta_description: 'Courses for everyone.',
  page_keyword: 'courses, python',
  robot_index: true,
  robot_follow: true,
  twitter_title: '',
  twitter_description: '',
  twitter_image: '',
  facebook_title: '',
  facebook_description: '',
  facebook_image: '',
  is_enable_headerSystem: true,
  is_enable_footerSystem: true,
  business: false,
};
const seo = {
  meta_title: '',
  meta_description: '',
  meta_keywords: '',
  robot_index: true,
  robot_follow: true,
  social_image: '',
  canonical_origin: '',
  google_site_verification: '',
};
const settings = {
  aboutWebSite: { title: 'Site', social_share_image: '/share.svg', is_business_menu: false },
  theme: { defaultImageUrl: '/logo.svg' },
  seo,
} as Parameters<typeof pageHead>[1];
const origin = 'https://learn.example';
const content = (tags: HeadTag[]) => Object.fromEntries(tags.map((tag) => (tag.kind === 'meta' ? [tag.key, tag.content] : [tag.rel, tag.href])));

describe('a custom page head', () => {
  it('carries title, description, keywords, robots, cards and the canonical URL', () => {
    const { title, tags } = pageHead(page, settings, origin, '/');
    expect(title).toBe('Learn online');
    expect(content(tags)).toMatchObject({
      description: 'Courses for everyone.',
      keywords: 'courses, python',
      robots: 'index,follow',
      'og:title': 'Learn online',
      'og:description': 'Courses for everyone.',
      'og:image': 'https://learn.example/share.svg',
      'og:image:width': '600',
      'og:image:height': '314',
      'twitter:title': 'Learn online',
      'twitter:image': 'https://learn.example/share.svg',
      canonical: 'https://learn.example/',
    });
  });

  it('prefers the page image, and falls back to the default image without a share image', () => {
    const own = content(pageHead({ ...page, facebook_image: '/og.svg', twitter_image: '/tw.svg' }, settings, origin, '/').tags);
    expect([own['og:image'], own['twitter:image']]).toEqual(['https://learn.example/og.svg', 'https://learn.example/tw.svg']);
    const bare = { ...settings, aboutWebSite: { ...settings.aboutWebSite, social_share_image: '' } };
    expect(content(pageHead(page, bare, origin, '/about').tags)).toMatchObject({ 'og:image': 'https://learn.example/logo.svg', canonical: 'https://learn.example/about' });
  });

  it('takes what the page leaves empty from the search-engine settings, whose noindex and origin win', () => {
    const site = {
      ...settings,
      seo: {
        ...seo,
        meta_description: 'A school online.',
        meta_keywords: 'school',
        robot_follow: false,
        social_image: '/seo.png',
        canonical_origin: 'https://www.learn.example',
        google_site_verification: 'abc-123',
      },
    };
    const head = content(pageHead({ ...page, meta_description: '', page_keyword: '' }, site, origin, '/about').tags);
    expect(head).toMatchObject({
      description: 'A school online.',
      keywords: 'school',
      robots: 'index,nofollow',
      'og:image': 'https://learn.example/seo.png',
      canonical: 'https://www.learn.example/about',
      'google-site-verification': 'abc-123',
    });
    expect(content(pageHead(page, site, origin, '/').tags)).toMatchObject({ description: 'Courses for everyone.', keywords: 'courses, python' });
    expect(content(pageHead(page, settings, origin, '/').tags)).not.toHaveProperty('google-site-verification');
  });

  it('says noindex,nofollow when the flags are off and uses the name without a meta title', () => {
    const { title, tags } = pageHead({ ...page, meta_title: '', robot_index: false, robot_follow: false }, settings, origin, '/');
    expect(title).toBe('Home');
    expect(content(tags).robots).toBe('noindex,nofollow');
  });
});

describe('module data', () => {
  it('treats null, {} and [] as empty', () => {
    expect([null, undefined, {}, [], ''].every(isEmptyData)).toBe(true);
    expect(isEmptyData({ heading: 'x' })).toBe(false);
  });

  it('links a point to OpenStreetMap', () => {
    expect(openStreetMapHref(13.7367, 100.5605)).toBe('https://www.openstreetmap.org/?mlat=13.7367&mlon=100.5605#map=17/13.7367/100.5605');
  });
});
