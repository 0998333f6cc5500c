import { Alert, Heading, Loader } from '@aws-amplify/ui-react';
import { seoSettingsInput, type SeoSettings } from '@lm/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../../admin.css';
import { messageOf } from '../../../../lib/api/errors';
import { siteStore } from '../../../../lib/site-settings';
import { useFeature } from '../../../../hooks/use-site-settings';
import { AdminTabs } from '../../components/tabs';
import '../../i18n';
import '../../page-builder/i18n';
import '../../page-builder/page-builder.css';
import { SchemaForm } from '../../schema-form/schema-form';
import { specsOf } from '../../schema-form/schema-fields';
import { getSeoSettings } from '../api/get-seo-settings';
import { saveSeoSettings } from '../api/save-seo-settings';

type Load = { status: 'loading' } | { status: 'loaded'; seo: SeoSettings } | { status: 'failed'; message: string };

const SPECS = specsOf(seoSettingsInput);

/** The form once the plan allows it (the API refuses it otherwise anyway). */
function SeoForm() {
  const { t } = useTranslation();
  const [load, setLoad] = useState<Load>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    getSeoSettings(controller.signal).then(
      (seo) => setLoad({ status: 'loaded', seo }),
      (error: unknown) => {
        if (!controller.signal.aborted) setLoad({ status: 'failed', message: messageOf(error, t('pageBuilder.settings.loadFailed')) });
      },
    );
    return () => controller.abort();
  }, [t]);

  async function save(body: Record<string, unknown>) {
    const seo = await saveSeoSettings(body);
    siteStore.set((state) => (state.settings ? { settings: { ...state.settings, seo } } : state));
  }

  if (load.status === 'loading') return <Loader variation="linear" aria-label={t('masterFiles.table.loading')} />;
  if (load.status === 'failed') {
    return (
      <Alert variation="error" role="alert">
        {load.message}
      </Alert>
    );
  }
  return (
    <SchemaForm
      schema={seoSettingsInput}
      specs={SPECS}
      data={load.seo}
      title={t('pageBuilder.seo.defaults')}
      intro={t('pageBuilder.seo.intro')}
      savedMessage={t('pageBuilder.seo.saved')}
      save={save}
    />
  );
}

/** The search-engine settings (admin component `seoSettings`, SPEC §2 "Admin"; SEO_BOOST). */
export function SeoSettingsScreen({ path }: { path: string }) {
  const { t } = useTranslation();
  const enabled = useFeature('SEO_BOOST');
  return (
    <main className="page master-screen" data-page="seoSettings">
      <AdminTabs current={{ path, title: 'pageBuilder.seo.tab' }} />
      <Heading level={1}>{t('pageBuilder.seo.title')}</Heading>
      {enabled ? <SeoForm /> : <Alert variation="info">{t('pageBuilder.notInPlan')}</Alert>}
    </main>
  );
}
