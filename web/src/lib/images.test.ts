import { describe, expect, it } from 'vitest';
import { imageBaseOf, responsiveImage, shareImageOf } from './images';
import { shareHead, type HeadSettings } from './share-head';

const base = 'https://d111.cloudfront.net/media/images/0c6f8e2a-1b2c';

describe('our images in pages', () => {
  it('gives a card both variants’ widths, the card variant as src, and the width a card is drawn', () => {
    expect(responsiveImage(`${base}/detail.webp`, 'card')).toEqual({
      src: `${base}/card.webp`,
      srcSet: `${base}/card.webp 640w, ${base}/detail.webp 1280w`,
      sizes: '(min-width: 48rem) 24rem, 100vw',
    });
  });

  it('gives a detail page the detail variant, from any variant of the image, local or in AWS', () => {
    const local = 'http://127.0.0.1:4005/media/images/image-demo/social.jpg';
    expect(responsiveImage(local, 'detail')).toMatchObject({
      src: 'http://127.0.0.1:4005/media/images/image-demo/detail.webp',
      srcSet: 'http://127.0.0.1:4005/media/images/image-demo/card.webp 640w, http://127.0.0.1:4005/media/images/image-demo/detail.webp 1280w',
      sizes: '(min-width: 64rem) 60rem, 100vw',
    });
    expect(responsiveImage('/media/images/abc/card.webp?v=2', 'detail').src).toBe('/media/images/abc/detail.webp');
  });

  it('leaves every other URL as it is, with no srcset', () => {
    for (const url of ['/demo/course-python.svg', 'https://example.com/photo.jpg', `${base}/original.png`, 'https://example.com/media/images/a/b/card.webp', `${base}/card.png`]) {
      expect(responsiveImage(url, 'card')).toEqual({ src: url });
      expect(shareImageOf(url)).toBe(url);
    }
    expect(imageBaseOf('')).toBeUndefined();
  });

  it('shares the 600x314 social variant of our images', () => {
    expect(shareImageOf(`${base}/card.webp`)).toBe(`${base}/social.jpg`);
    expect(imageBaseOf(`${base}/social.jpg`)).toBe(base);
  });

  it('puts the social variant in a page’s Open Graph and Twitter cards when its cover is one of ours', () => {
    const settings = {
      aboutWebSite: { title: 'Site', social_share_image: '/share.svg', is_business_menu: false },
      theme: { defaultImageUrl: '/logo.svg' },
      seo: { meta_title: '', meta_description: '', meta_keywords: '', robot_index: true, robot_follow: true, social_image: '', canonical_origin: '', google_site_verification: '' },
    } as HeadSettings;
    const image = (cover: string) =>
      Object.fromEntries(shareHead({ title: 'Python', image: cover, path: '/courses/python' }, settings, 'https://learn.example').tags.flatMap((tag) => (tag.kind === 'meta' && tag.key.endsWith(':image') ? [[tag.key, tag.content]] : [])));
    expect(image(`${base}/detail.webp`)).toEqual({ 'og:image': `${base}/social.jpg`, 'twitter:image': `${base}/social.jpg` });
    expect(image('/demo/course-python.svg')).toEqual({ 'og:image': 'https://learn.example/demo/course-python.svg', 'twitter:image': 'https://learn.example/demo/course-python.svg' });
  });
});
