import { Alert, Button, CheckboxField, Flex, Loader, Table, TableBody, TableCell, TableHead, TableRow, Text, View, VisuallyHidden } from '@aws-amplify/ui-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore, type Store } from '../../../lib/store';
import { useTablePage } from '../api/master-file-api';
import { cellText } from '../lib/cell-text';
import { deleteSelected } from '../stores/actions';
import { shownSort, sortBy, toggleAllSelected, toggleSelected, update, type Row, type TableState } from '../stores/table';
import type { ColumnDef, MasterFile } from '../types';
import { ConfirmDialog } from './confirm-dialog';
import { FilterBar } from './filter-bar';
import { RecordName } from './record-name';
import { TablePagination } from './table-pagination';

interface Props {
  file: MasterFile;
  store: Store<TableState>;
  onCreate(): void;
  /** Opens a row: its edit form, or its view where the file has one. */
  onEdit(id: string): void;
}

/**
 * The one admin data table (../shared/SPEC.md §3, §4): 50 rows a page from the API, filters,
 * sort by a column header, selection, delete of the selected rows with
 * §8's notices, the last saved row highlighted, and a progress bar while loading.
 */
export function MasterFileTable({ file, store, onCreate, onEdit }: Props) {
  const { t } = useTranslation();
  const state = useStore(store);
  const [confirming, setConfirming] = useState(false);
  const { loading } = useTablePage(file, store, t('masterFiles.table.loadFailed'));

  const item = t(file.item);
  const visible = file.columns.filter((column) => column.visible);
  // A report (course status) neither selects, deletes nor opens its rows.
  const selects = !!file.endpoints.remove;
  const opens = !!file.endpoints.get;
  const Toolbar = file.toolbar;
  const allSelected = state.rows.length > 0 && state.rows.every((row) => state.selected.includes(row.id));
  const someSelected = state.selected.length > 0 && !allSelected;

  const sorted = shownSort(state);
  const sortState = (key: string) => (sorted?.key === key ? (sorted.order === 'asc' ? 'ascending' : 'descending') : undefined);

  async function confirmDelete() {
    await deleteSelected(file, store);
    setConfirming(false);
  }

  return (
    <View as="section" className="master-table" aria-label={t(file.title)}>
      {Toolbar && (
        <Suspense fallback={null}>
          <Toolbar file={file} store={store} />
        </Suspense>
      )}
      <FilterBar columns={file.columns} store={store} />
      {(file.endpoints.create || selects) && (
        <Flex className="master-table__toolbar" alignItems="center" gap="0.75rem" wrap="wrap">
          {file.endpoints.create && (
            <Button variation="primary" onClick={onCreate}>
              {t('masterFiles.actions.create', { item })}
            </Button>
          )}
          {selects && (
            <Button variation="warning" isDisabled={state.selected.length === 0 || state.deleting} onClick={() => setConfirming(true)}>
              {t('masterFiles.actions.deleteSelected')}
            </Button>
          )}
          {state.selected.length > 0 && <Text>{t('masterFiles.table.selected', { count: state.selected.length })}</Text>}
        </Flex>
      )}
      {state.error && (
        <Alert variation="error" role="alert">
          {state.error}
        </Alert>
      )}
      <div className="master-table__progress">{loading && <Loader variation="linear" aria-label={t('masterFiles.table.loading')} />}</div>
      <div className="master-table__scroll">
        <Table aria-busy={loading} size="small" variation="striped" highlightOnHover caption={<VisuallyHidden>{t(file.title)}</VisuallyHidden>}>
          <TableHead>
            <TableRow>
              {selects && (
                <TableCell as="th" scope="col" className="master-table__check">
                  <CheckboxField
                    label={t('masterFiles.table.selectAll')}
                    labelHidden
                    name="select-all"
                    value="all"
                    checked={allSelected}
                    isIndeterminate={someSelected}
                    isDisabled={state.rows.length === 0}
                    onChange={() => update(store, toggleAllSelected)}
                  />
                </TableCell>
              )}
              {visible.map((column) => (
                <TableCell as="th" scope="col" key={column.key} aria-sort={column.sortable === false ? undefined : sortState(column.key)}>
                  {column.sortable === false ? (
                    t(column.label)
                  ) : (
                    <Button variation="link" size="small" className="master-table__sort" onClick={() => update(store, (current) => sortBy(current, column.key))}>
                      {t(column.label)}
                      <span aria-hidden="true" className="master-table__sort-mark">
                        {sorted?.key === column.key ? (sorted.order === 'asc' ? '▲' : '▼') : '↕'}
                      </span>
                    </Button>
                  )}
                </TableCell>
              ))}
              {opens && (
                <TableCell as="th" scope="col">
                  {t('masterFiles.table.actions')}
                </TableCell>
              )}
            </TableRow>
          </TableHead>
          <TableBody>
            {state.rows.length === 0 && !loading && (
              <TableRow>
                <TableCell colSpan={visible.length + Number(selects) + Number(opens)} className="master-table__empty">
                  {t('masterFiles.table.empty')}
                </TableCell>
              </TableRow>
            )}
            {state.rows.map((row: Row) => {
              const name = file.rowLabel(row);
              const highlighted = state.highlight === row.id;
              return (
                <TableRow key={row.id} className={highlighted ? 'master-table__row--highlight' : undefined} data-highlighted={highlighted || undefined}>
                  {selects && (
                    <TableCell className="master-table__check">
                      <CheckboxField
                        label={t('masterFiles.table.select', { name })}
                        labelHidden
                        name="selected"
                        value={row.id}
                        checked={state.selected.includes(row.id)}
                        onChange={() => update(store, (current) => toggleSelected(current, row.id))}
                      />
                    </TableCell>
                  )}
                  {visible.map((column) => (
                    <TableCell key={column.key}>
                      <CellValue row={row} column={column} file={file} />
                    </TableCell>
                  ))}
                  {opens && (
                    <TableCell>
                      <Button size="small" aria-label={t(file.detail ? 'masterFiles.table.viewRow' : 'masterFiles.table.editRow', { name })} onClick={() => onEdit(row.id)}>
                        {t(file.detail ? 'masterFiles.table.view' : 'masterFiles.table.edit')}
                      </Button>
                    </TableCell>
                  )}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </div>
      <TablePagination store={store} />
      {confirming && (
        <ConfirmDialog
          title={t('masterFiles.actions.confirmTitle', { count: state.selected.length, item })}
          body={t('masterFiles.actions.confirmBody')}
          confirmLabel={t('masterFiles.actions.confirm')}
          cancelLabel={t('masterFiles.actions.cancel')}
          busy={state.deleting}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setConfirming(false)}
        />
      )}
    </View>
  );
}

/**
 * What a cell shows: its value in words; a column naming a record of another table (a video's
 * category) shows its name; a percent with a bar shows both, the bar named by the row.
 */
function CellValue({ row, column, file }: { row: Row; column: ColumnDef; file: MasterFile }) {
  const { t } = useTranslation();
  const text = cellText(row, column, t, file.fields);
  if (column.bar) {
    const value = Math.min(100, Math.max(0, Number(row[column.key]) || 0));
    return (
      <span className="master-table__bar">
        <progress max={100} value={value} aria-label={t('masterFiles.table.barOf', { label: t(column.label), name: file.rowLabel(row) })} />
        <span>{`${value}%`}</span>
      </span>
    );
  }
  const picks = column.picksBy ? column.picksBy.options[String(row[column.picksBy.column])] : column.picks;
  if (picks && text !== '—') return <RecordName id={String(row[column.key])} options={picks} />;
  // A long text (a comment, a description) shows its first lines, the whole of it on hover; the row stays a row.
  return text.length > LONG_TEXT ? (
    <span className="master-table__long" title={text}>
      {text}
    </span>
  ) : (
    text
  );
}

/** Longer than this, a cell's text is cut to its first lines. */
const LONG_TEXT = 80;
