import type { CustomPage, SiteSettings } from '@lm/shared';

/** SPEC §2: a shared image is 600x314. */
export const SHARE_IMAGE_SIZE = { width: 600, height: 314 } as const;

export type HeadTag = { kind: 'meta'; attribute: 'name' | 'property'; key: string; content: string } | { kind: 'link'; rel: string; href: string };

const absolute = (url: string, origin: string) => (url ? new URL(url, origin).href : '');

/**
 * What a custom page puts in the document head (SPEC §2): title, description, keywords, robots,
 * Open Graph and Twitter cards and the canonical URL. What the page leaves empty comes from the
 * search-engine settings (decision 0017); images fall back to the page's, then the search-engine
 * social image, the site's share image and its default image. A site-wide noindex or nofollow
 * wins over the page's flags, and the canonical URL uses the configured origin when there is one.
 */
export function pageHead(page: CustomPage, settings: Pick<SiteSettings, 'aboutWebSite' | 'theme' | 'seo'>, origin: string, path: string) {
  const { seo } = settings;
  const title = page.meta_title || page.name;
  const description = page.meta_description || seo.meta_description;
  const fallbackImage = seo.social_image || settings.aboutWebSite.social_share_image || settings.theme.defaultImageUrl;
  const ogImage = absolute(page.facebook_image || page.twitter_image || fallbackImage, origin);
  const twitterImage = absolute(page.twitter_image || page.facebook_image || fallbackImage, origin);
  const canonical = new URL(path, seo.canonical_origin || origin).href;
  const robots = `${page.robot_index && seo.robot_index ? 'index' : 'noindex'},${page.robot_follow && seo.robot_follow ? 'follow' : 'nofollow'}`;
  const name = (key: string, content: string): HeadTag => ({ kind: 'meta', attribute: 'name', key, content });
  const property = (key: string, content: string): HeadTag => ({ kind: 'meta', attribute: 'property', key, content });
  const tags: HeadTag[] = [
    name('description', description),
    name('keywords', page.page_keyword || seo.meta_keywords),
    name('robots', robots),
    property('og:type', 'website'),
    property('og:url', canonical),
    property('og:title', page.facebook_title || title),
    property('og:description', page.facebook_description || description),
    property('og:image', ogImage),
    property('og:image:width', String(SHARE_IMAGE_SIZE.width)),
    property('og:image:height', String(SHARE_IMAGE_SIZE.height)),
    name('twitter:card', 'summary_large_image'),
    name('twitter:title', page.twitter_title || title),
    name('twitter:description', page.twitter_description || description),
    name('twitter:image', twitterImage),
    { kind: 'link', rel: 'canonical', href: canonical },
  ];
  if (seo.google_site_verification) tags.push(name('google-site-verification', seo.google_site_verification));
  return { title, tags };
}

/** Sets the tags in `document.head`; the answer puts back what was there before. */
export function applyHead(tags: readonly HeadTag[], head: HTMLHeadElement = document.head): () => void {
  const undo: (() => void)[] = [];
  for (const tag of tags) {
    const selector = tag.kind === 'meta' ? `meta[${tag.attribute}="${tag.key}"]` : `link[rel="${tag.rel}"]`;
    const [attribute, value] = tag.kind === 'meta' ? ['content', tag.content] : ['href', tag.href];
    let element = head.querySelector(selector);
    if (element) {
      const previous = element.getAttribute(attribute);
      const found = element;
      undo.push(() => (previous === null ? found.removeAttribute(attribute) : found.setAttribute(attribute, previous)));
    } else {
      element = document.createElement(tag.kind);
      if (tag.kind === 'meta') element.setAttribute(tag.attribute, tag.key);
      else element.setAttribute('rel', tag.rel);
      head.append(element);
      const created = element;
      undo.push(() => created.remove());
    }
    element.setAttribute(attribute, value);
  }
  return () => undo.reverse().forEach((step) => step());
}
