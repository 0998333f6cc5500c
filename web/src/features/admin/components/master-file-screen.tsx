import { Flex, Heading, ToggleButton, ToggleButtonGroup } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import '../admin.css';
import '../i18n';
import { useStore } from '../../../lib/store';
import { showSaved } from '../stores/actions';
import { screenViews, showView } from '../stores/screens';
import { tableStore } from '../stores/table';
import type { MasterFileScreen } from '../master-files/registry';
import { MasterFileForm } from './master-file-form';
import { MasterFileTable } from './master-file-table';
import { MasterFileRecordView } from './record-view';
import { AdminTabs } from './tabs';

type Editing = { mode: 'table' } | { mode: 'create' } | { mode: 'edit'; id: string };

/**
 * What the screen shows lives in its address: `?record=<id>` a record's form or view, `?create` the
 * new record's form. A link (an order's e-mail to the staff) opens a record, a reload keeps it, and
 * the browser's Back returns to the table.
 */
function useEditing(canCreate: boolean): [Editing, (next: Editing) => void] {
  const [params, setParams] = useSearchParams();
  const record = params.get('record');
  const editing: Editing = record ? { mode: 'edit', id: record } : canCreate && params.has('create') ? { mode: 'create' } : { mode: 'table' };
  const show = (next: Editing) => {
    const wanted = new URLSearchParams(next.mode === 'edit' ? { record: next.id } : next.mode === 'create' ? { create: '' } : {});
    // Already there (the list, when a view is switched): no navigation, and no step in the history.
    if (wanted.toString() !== params.toString()) setParams(wanted);
  };
  return [editing, show];
}

interface Props {
  /** The screen's path, which names its tab. */
  path: string;
  /** The registry's entry: title and master files (with several, a switch chooses one: categories of each kind). */
  screen: MasterFileScreen;
}

/**
 * A master-file screen: its tab, its title, the table, and in place of the table the create and
 * edit form, or the view of a record where the file has one (an order), as its address says.
 */
export function MasterFileScreenView({ path, screen }: Props) {
  const { title, files, switchLabel } = screen;
  const { t } = useTranslation();
  const viewKey = useStore(screenViews, (state) => state.views[path]);
  const file = files.find((one) => one.key === viewKey) ?? files[0];
  const store = tableStore(file.key);
  const [editing, setEditing] = useEditing(file.endpoints.create !== undefined);

  return (
    <main className="page master-screen" data-page={file.key}>
      <AdminTabs current={{ path, title }} />
      <Flex justifyContent="space-between" alignItems="center" wrap="wrap" gap="1rem">
        <Heading level={1}>{t(title)}</Heading>
        {files.length > 1 && (
          <ToggleButtonGroup
            aria-label={switchLabel ? t(switchLabel) : undefined}
            value={file.key}
            isExclusive
            isSelectionRequired
            size="small"
            onChange={(value) => {
              if (typeof value === 'string') {
                showView(path, value);
                setEditing({ mode: 'table' });
              }
            }}
          >
            {files.map((one) => (
              <ToggleButton key={one.key} value={one.key}>
                {t(one.title)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        )}
      </Flex>
      {editing.mode === 'table' ? (
        <MasterFileTable key={file.key} file={file} store={store} onCreate={() => setEditing({ mode: 'create' })} onEdit={(id) => setEditing({ mode: 'edit', id })} />
      ) : editing.mode === 'edit' && file.detail ? (
        <MasterFileRecordView
          key={`${file.key}-${editing.id}`}
          file={file}
          id={editing.id}
          onClose={(changed) => {
            if (changed) showSaved(store, editing.id);
            setEditing({ mode: 'table' });
          }}
        />
      ) : (
        <MasterFileForm
          key={`${file.key}-${editing.mode === 'edit' ? editing.id : 'new'}`}
          file={file}
          id={editing.mode === 'edit' ? editing.id : undefined}
          onSaved={(row) => {
            showSaved(store, row.id);
            setEditing({ mode: 'table' });
          }}
          onCancel={() => setEditing({ mode: 'table' })}
        />
      )}
    </main>
  );
}
