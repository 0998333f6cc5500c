import type { CustomPage } from '@lm/shared';
import { shareHead, type HeadSettings, type ShareContent } from '../../../lib/share-head';

/** What a custom page says of itself for the head (../shared/SPEC.md §2): its own meta fields. */
export const pageContent = (page: CustomPage, path: string): ShareContent => ({
  title: page.meta_title || page.name,
  description: page.meta_description,
  keywords: page.page_keyword,
  ogTitle: page.facebook_title,
  ogDescription: page.facebook_description,
  ogImage: page.facebook_image,
  twitterTitle: page.twitter_title,
  twitterDescription: page.twitter_description,
  twitterImage: page.twitter_image,
  robots: { index: page.robot_index, follow: page.robot_follow },
  path,
});

/** A custom page's head: its own fields, the rest from the search-engine settings. */
export const pageHead = (page: CustomPage, settings: HeadSettings, origin: string, path: string) => shareHead(pageContent(page, path), settings, origin);
