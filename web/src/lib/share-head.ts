import type { SiteSettings } from '@lm/shared';
import { shareImageOf } from './images';

/** ../shared/SPEC.md §2: a shared image is 600x314. */
export const SHARE_IMAGE_SIZE = { width: 600, height: 314 } as const;

export type HeadTag = { kind: 'meta'; attribute: 'name' | 'property'; key: string; content: string } | { kind: 'link'; rel: string; href: string };

export type HeadSettings = Pick<SiteSettings, 'aboutWebSite' | 'theme' | 'seo'>;

/** What a shareable page says of itself; what it leaves empty comes from the site's settings. */
export interface ShareContent {
  title: string;
  description?: string;
  keywords?: string;
  /** The page's own image, for both cards unless the next two say otherwise. */
  image?: string;
  ogTitle?: string;
  ogDescription?: string;
  ogImage?: string;
  twitterTitle?: string;
  twitterDescription?: string;
  twitterImage?: string;
  /** Open Graph type: `website`, or `article`, `product`, `profile` for a detail page. */
  type?: string;
  robots?: { index: boolean; follow: boolean };
  /** The page's path, for the canonical URL. */
  path: string;
}

const absolute = (url: string, origin: string) => (url ? new URL(url, origin).href : '');

/**
 * What a shareable page puts in the document head (§2 custom page, decision 0017): title,
 * description, keywords, robots, Open Graph and Twitter cards of 600x314 and the canonical URL.
 * Images fall back to the page's, then the search-engine social image, the site's share image and
 * its default image (the logo). A site-wide noindex or nofollow wins over the page's, and the
 * canonical URL uses the configured origin when there is one.
 */
export function shareHead(content: ShareContent, settings: HeadSettings, origin: string) {
  const { seo } = settings;
  const description = content.description || seo.meta_description;
  const fallbackImage = seo.social_image || settings.aboutWebSite.social_share_image || settings.theme.defaultImageUrl;
  // One of our images is shared as its 600x314 variant (decision 0035).
  const ogImage = absolute(shareImageOf(content.ogImage || content.image || content.twitterImage || fallbackImage), origin);
  const twitterImage = absolute(shareImageOf(content.twitterImage || content.image || content.ogImage || fallbackImage), origin);
  const canonical = new URL(content.path, seo.canonical_origin || origin).href;
  const robots = content.robots ?? { index: true, follow: true };
  const name = (key: string, value: string): HeadTag => ({ kind: 'meta', attribute: 'name', key, content: value });
  const property = (key: string, value: string): HeadTag => ({ kind: 'meta', attribute: 'property', key, content: value });
  const tags: HeadTag[] = [
    name('description', description),
    name('keywords', content.keywords || seo.meta_keywords),
    name('robots', `${robots.index && seo.robot_index ? 'index' : 'noindex'},${robots.follow && seo.robot_follow ? 'follow' : 'nofollow'}`),
    property('og:type', content.type ?? 'website'),
    property('og:url', canonical),
    property('og:title', content.ogTitle || content.title),
    property('og:description', content.ogDescription || description),
    property('og:image', ogImage),
    property('og:image:width', String(SHARE_IMAGE_SIZE.width)),
    property('og:image:height', String(SHARE_IMAGE_SIZE.height)),
    name('twitter:card', 'summary_large_image'),
    name('twitter:title', content.twitterTitle || content.title),
    name('twitter:description', content.twitterDescription || description),
    name('twitter:image', twitterImage),
    { kind: 'link', rel: 'canonical', href: canonical },
  ];
  if (seo.google_site_verification) tags.push(name('google-site-verification', seo.google_site_verification));
  return { title: content.title, tags };
}

/** A description from running text: one line, at most `length` characters, cut between words. */
export function excerpt(text: string, length = 160): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= length) return line;
  const cut = line.slice(0, length - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > length / 2 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

/** The back office's own title (../shared/SPEC.md §2 "Admin shell"): the product's admin. */
export const backOfficeTitle = (siteTitle: string) => `${siteTitle} Admin`;

/** The tab's title: the page's, then the site's. */
export const documentTitle = (title: string, siteTitle: string) => (siteTitle && title !== siteTitle ? `${title} | ${siteTitle}` : title);

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
