import { Alert, Button, Heading } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../../admin.css';
import { useFeature } from '../../../../hooks/use-site-settings';
import { useRecord } from '../../api/master-file-api';
import { MasterFileForm } from '../../components/master-file-form';
import { MasterFileTable } from '../../components/master-file-table';
import { AdminTabs } from '../../components/tabs';
import '../../i18n';
import { showSaved } from '../../stores/actions';
import { tableStore } from '../../stores/table';
import { customPages } from '../custom-pages';
import '../i18n';
import '../page-builder.css';
import { ModuleBuilder } from './module-builder';

type View = { mode: 'table' } | { mode: 'create' } | { mode: 'page'; id: string };

/** One page: its fields (../shared/SPEC.md §3 "Custom page") and, below them, its modules. */
function PageEditor({ id, onBack }: { id: string; onBack(): void }) {
  const { t } = useTranslation();
  const record = useRecord(customPages, id, t('masterFiles.form.loadFailed'));
  const [path, setPath] = useState<string>();
  const shown = path ?? (record.status === 'loaded' ? String(record.record.path ?? '') : undefined);
  return (
    <div className="pb-page">
      <Button variation="link" alignSelf="flex-start" onClick={onBack}>
        ← {t('pageBuilder.pages.all')}
      </Button>
      <MasterFileForm
        file={customPages}
        id={id}
        onSaved={(row) => setPath(String(row.path ?? ''))}
        onCancel={onBack}
      />
      <ModuleBuilder pageId={id} path={shown || undefined} />
    </div>
  );
}

/**
 * The page builder (admin component `pageBuilder`): the custom pages table of the generic master
 * file screen, a new page's form, and for a page its fields and its modules.
 */
export function PageBuilderScreen({ path }: { path: string }) {
  const { t } = useTranslation();
  const enabled = useFeature('PAGE_APPEARANCE');
  const store = tableStore(customPages.key);
  const [view, setView] = useState<View>({ mode: 'table' });
  const back = (id?: string) => {
    if (id) showSaved(store, id);
    setView({ mode: 'table' });
  };

  return (
    <main className="page master-screen" data-page="pageBuilder">
      <AdminTabs current={{ path, title: 'pageBuilder.title' }} />
      <Heading level={1}>{t('pageBuilder.title')}</Heading>
      {!enabled ? (
        <Alert variation="info">{t('pageBuilder.notInPlan')}</Alert>
      ) : view.mode === 'table' ? (
        <MasterFileTable file={customPages} store={store} onCreate={() => setView({ mode: 'create' })} onEdit={(id) => setView({ mode: 'page', id })} />
      ) : view.mode === 'create' ? (
        // A new page goes straight on to its modules.
        <MasterFileForm file={customPages} onSaved={(row) => setView({ mode: 'page', id: row.id })} onCancel={() => back()} />
      ) : (
        <PageEditor key={view.id} id={view.id} onBack={() => back(view.id)} />
      )}
    </main>
  );
}
