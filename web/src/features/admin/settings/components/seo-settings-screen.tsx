import { Alert, Heading, Loader } from '@aws-amplify/ui-react';
import { seoSettingsInput } from '@lm/shared';
import { useTranslation } from 'react-i18next';
import '../../admin.css';
import { siteStore } from '../../../../lib/site-settings';
import { useFeature } from '../../../../hooks/use-site-settings';
import { AdminTabs } from '../../components/tabs';
import '../../i18n';
import '../../page-builder/i18n';
import '../../page-builder/page-builder.css';
import { SchemaForm } from '../../form/schema-form';
import { settingsFieldsOf } from '../../page-builder/lib/module-list';
import { saveSeoSettings, useSeoSettings } from '../api/settings-api';
import { localMessageOf } from '../../../../lib/messages';

const FIELDS = settingsFieldsOf(seoSettingsInput);

/** The form once the plan allows it (the API refuses it otherwise anyway). */
function SeoForm() {
  const { t } = useTranslation();
  const load = useSeoSettings();

  async function save(body: Record<string, unknown>) {
    const seo = await saveSeoSettings(body);
    siteStore.set((state) => (state.settings ? { settings: { ...state.settings, seo } } : state));
  }

  if (load.isPending) return <Loader variation="linear" aria-label={t('masterFiles.table.loading')} />;
  if (load.isError) {
    return (
      <Alert variation="error" role="alert">
        {localMessageOf(t, load.error, t('pageBuilder.settings.loadFailed'))}
      </Alert>
    );
  }
  return (
    <SchemaForm
      schema={seoSettingsInput}
      fields={FIELDS}
      data={load.data}
      title={t('pageBuilder.seo.defaults')}
      intro={t('pageBuilder.seo.intro')}
      savedMessage={t('pageBuilder.seo.saved')}
      save={save}
    />
  );
}

/** The search-engine settings (admin component `seoSettings`, ../shared/SPEC.md §2 "Admin"; SEO_BOOST). */
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
