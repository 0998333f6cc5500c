import type { CustomPage } from '@lm/shared';
import { useShareHead } from '../../../hooks/use-share-head';
import type { HeadSettings } from '../../../lib/share-head';
import { pageContent } from '../utils/page-head';

/** Puts the page's title and meta tags in the head while it is shown. */
export function usePageHead(page: CustomPage | undefined, settings: HeadSettings, path: string): void {
  useShareHead(page && pageContent(page, path), settings);
}
