import type { CustomPage as Page, SiteSettings } from '@lm/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TokenKind } from '../../../lib/api/client';
import { ApiError } from '../../../lib/api/errors';
import { LoadFailure } from '../../../components/load-failure';
import '../../../components/storefront.css';
import { useCustomPage } from '../api/get-custom-page';
import { usePageModules } from '../api/list-page-modules';
import { usePageChrome } from '../../../lib/page-chrome';
import { usePageHead } from '../hooks/use-page-head';
import { usePageView } from '../hooks/use-page-view';
import '../i18n';
import '../pages.css';
import { PageModules } from './page-modules';

interface Props {
  /** The site path the page is routed at. */
  path: string;
  settings: Pick<SiteSettings, 'aboutWebSite' | 'theme' | 'seo'>;
  /** What an unknown path shows. */
  notFound: ReactNode;
  /** The session a members' page is read with (the route's guard let its visitor in); `none` for a public page. */
  token?: TokenKind | 'none';
}

function Loaded({ page, settings, path, token }: { page: Page; settings: Props['settings']; path: string; token: TokenKind | 'none' }) {
  const { t } = useTranslation();
  const modules = usePageModules(page.id, token);
  usePageHead(page, settings, path);
  usePageView(page.id);
  // ../shared/SPEC.md §2: a custom page shows the site header and footer only when it enables them.
  usePageChrome({ header: page.is_enable_headerSystem, footer: page.is_enable_footerSystem });
  return (
    <main className="page cp-page" data-page-id={page.id}>
      <h1 className="cp-page__title">{page.meta_title || page.name}</h1>
      {modules.status === 'loading' ? (
        <p className="sf-state" role="status">
          {t('pages.loading')}
        </p>
      ) : (
        modules.status === 'success' && <PageModules modules={modules.data} />
      )}
    </main>
  );
}

/** A custom page (§2): its head tags, its title and its modules in order. */
export function CustomPage({ path, settings, notFound, token = 'none' }: Props) {
  const { t } = useTranslation();
  const page = useCustomPage(path, token);
  if (page.status === 'loading') {
    return (
      <main className="page cp-page">
        <p className="sf-state" role="status">
          {t('pages.loading')}
        </p>
      </main>
    );
  }
  if (page.status === 'error') {
    if (page.error instanceof ApiError && page.error.status === 404) return notFound;
    return (
      <main className="page cp-page">
        <LoadFailure error={page.error} message={t('pages.error')} onRetry={page.retry} />
      </main>
    );
  }
  return <Loaded key={page.data.id} page={page.data} settings={settings} path={path} token={token} />;
}
