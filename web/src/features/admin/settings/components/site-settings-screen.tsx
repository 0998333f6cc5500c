import { Alert, Heading, Link, Loader } from '@aws-amplify/ui-react';
import { SITE_SETTING_FEATURES, SITE_SETTING_GROUPS, SITE_SETTING_INPUTS, type AdminSiteSettings, type SiteSettingGroup } from '@lm/shared';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import '../../admin.css';
import { siteStore } from '../../../../lib/site-settings';
import { useSiteSettings } from '../../../../hooks/use-site-settings';
import { AdminTabs } from '../../components/tabs';
import '../../i18n';
import '../../page-builder/i18n';
import '../../page-builder/page-builder.css';
import type { FieldDef } from '../../form/fields';
import { SchemaForm } from '../../form/schema-form';
import { settingsFieldsOf, PAGE_BUILDER_LABELS } from '../../page-builder/lib/module-list';
import { saveSettingsGroup, useAdminSettings } from '../api/settings-api';
import '../i18n';
import { localMessageOf } from '../../../../lib/messages';

/** Custom texts are a record: edited as rows of key and text. */
const TEXT_ROWS: FieldDef[] = [
  {
    kind: 'rows',
    name: 'texts',
    label: `${PAGE_BUILDER_LABELS}.texts`,
    columns: [
      { kind: 'text', name: 'key', label: `${PAGE_BUILDER_LABELS}.key` },
      { kind: 'text', name: 'value', label: `${PAGE_BUILDER_LABELS}.value` },
    ],
  },
];

/** The words some groups' forms open with. */
const INTROS: Partial<Record<SiteSettingGroup, string>> = {
  stylesheet: 'pageBuilder.settings.cssHint',
  registerFields: 'pageBuilder.settings.registerFieldsHint',
  externalLogin: 'pageBuilder.settings.externalLoginHint',
};

/** The form's fields, what it starts from, and the body a save sends, for each group. */
function formOf(group: SiteSettingGroup, settings: AdminSiteSettings) {
  if (group === 'customText') {
    return {
      fields: TEXT_ROWS,
      data: { texts: Object.entries(settings.customText).map(([key, value]) => ({ key, value })) },
      bodyOf: (fields: Record<string, unknown>) =>
        Object.fromEntries(((fields.texts as { key: string; value: string }[] | undefined) ?? []).map((row) => [row.key.trim(), row.value])),
    };
  }
  const data = group === 'stylesheet' ? { stylesheet: settings.stylesheet } : settings[group];
  return { fields: settingsFieldsOf(SITE_SETTING_INPUTS[group]), data, bodyOf: undefined };
}

/**
 * The site settings of ../shared/SPEC.md §3 (admin component `siteSettings`): one form per group,
 * each group opened as a tab of its own (§4 tabs); groups the plan turns off are not offered.
 */
export function SiteSettingsScreen({ path }: { path: string }) {
  const { t } = useTranslation();
  const { features } = useSiteSettings().plan;
  const [params] = useSearchParams();
  const load = useAdminSettings();
  const offered = SITE_SETTING_GROUPS.filter((group) => {
    const flag = SITE_SETTING_FEATURES[group];
    return !flag || features[flag];
  });
  const requested = params.get('group') as SiteSettingGroup | null;
  const group = requested && offered.includes(requested) ? requested : (offered[0] as SiteSettingGroup);
  const groupPath = (one: SiteSettingGroup) => `${path}?group=${one}`;


  async function save(body: Record<string, unknown>) {
    const settings = await saveSettingsGroup(group, body);
    // This window's storefront follows at once (the header, footer and texts it shows).
    siteStore.set((state) => (state.settings ? { settings: { ...state.settings, [group]: settings[group] } } : state));
  }

  const form = load.data ? formOf(group, load.data) : undefined;
  const name = t(`pageBuilder.settings.names.${group}`);
  return (
    <main className="page master-screen" data-page="siteSettings">
      <AdminTabs current={{ path: groupPath(group), title: `pageBuilder.settings.tabs.${group}` }} />
      <Heading level={1}>{t('pageBuilder.settings.title')}</Heading>
      <div className="st-layout">
        <nav aria-label={t('pageBuilder.settings.groups')}>
          <ul className="st-groups">
            {offered.map((one) => (
              <li key={one}>
                <Link as={RouterLink} to={groupPath(one)} aria-current={one === group ? 'page' : undefined}>
                  {t(`pageBuilder.settings.names.${one}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          {load.isPending && <Loader variation="linear" aria-label={t('masterFiles.table.loading')} />}
          {load.isError && (
            <Alert variation="error" role="alert">
              {localMessageOf(t, load.error, t('pageBuilder.settings.loadFailed'))}
            </Alert>
          )}
          {form && (
            <SchemaForm
              key={group}
              schema={SITE_SETTING_INPUTS[group]}
              fields={form.fields}
              data={form.data}
              bodyOf={form.bodyOf}
              title={name}
              intro={INTROS[group] && t(INTROS[group])}
              savedMessage={t('pageBuilder.settings.saved', { group: name })}
              save={save}
            />
          )}
        </div>
      </div>
    </main>
  );
}
