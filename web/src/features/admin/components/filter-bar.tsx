import { Button, Flex, SelectField, TextField, View } from '@aws-amplify/ui-react';
import { FILTER_OPERATORS, type FilterOperator, type TableFilter } from '@lm/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore, type Store } from '../../../lib/store';
import { cachedOptionName, useFieldOptions } from '../api/get-field-options';
import { bahtOf } from '../form/values';
import { buildFilter, filterableColumns, OPERATOR_KEYS, type FilterProblem } from '../lib/filters';
import { addFilter, clearFilters, removeFilter, update, type TableState } from '../stores/table';
import type { ColumnDef } from '../types';

/** ../shared/SPEC.md §5 filters: a column (never the id), one of the seven operators, a value; applied filters each removable; clear filter. */
export function FilterBar({ columns, store }: { columns: readonly ColumnDef[]; store: Store<TableState> }) {
  const { t } = useTranslation();
  const filters = useStore(store, (state) => state.filters);
  const choices = filterableColumns(columns);
  const [columnKey, setColumnKey] = useState(choices[0]?.key ?? '');
  const [operator, setOperator] = useState<FilterOperator>('contain');
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<FilterProblem>();
  const column = choices.find((one) => one.key === columnKey);
  // A column naming records of another table (a video's category) is filtered by choosing one.
  const picked = useFieldOptions(column?.picks);
  const pickedOptions = picked?.status === 'loaded' ? picked.options : [];
  // A column of fixed values (an order's status) is filtered by choosing one of them.
  const chosen = column?.choices && !value ? (column.choices.values[0] ?? '') : column?.picks && !value ? (pickedOptions[0]?.id ?? '') : value;
  const wordOf = (of: ColumnDef, raw: string) =>
    of.choices ? t(`${of.choices.labels}.${raw}`, { defaultValue: raw }) : of.picks ? (cachedOptionName(of.picks, raw) ?? raw) : raw;

  const describe = (filter: TableFilter) => {
    const of = columns.find((one) => one.key === filter.column);
    const shown =
      of?.type === 'boolean'
        ? t(filter.value === 'true' ? 'masterFiles.table.yes' : 'masterFiles.table.no')
        : of?.money
          ? `฿${bahtOf(filter.value)}`
          : of
            ? wordOf(of, String(filter.value))
            : String(filter.value);
    return `${of ? t(of.label) : filter.column} ${t(OPERATOR_KEYS[filter.operator])} ${shown}`;
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const built = buildFilter(column, operator, chosen);
    if ('problem' in built) {
      setProblem(built.problem);
      return;
    }
    setProblem(undefined);
    update(store, (state) => addFilter(state, built.filter));
    setValue(column?.type === 'boolean' || column?.choices || column?.picks ? chosen : '');
  }

  return (
    <View as="section" className="master-filters" aria-label={t('masterFiles.filters.title')}>
      <form onSubmit={submit} noValidate>
        <Flex wrap="wrap" alignItems="flex-end" gap="0.75rem">
          <SelectField
            label={t('masterFiles.filters.column')}
            value={columnKey}
            onChange={(event) => {
              const next = choices.find((one) => one.key === event.target.value);
              setColumnKey(event.target.value);
              setValue(next?.type === 'boolean' ? 'true' : (next?.choices?.values[0] ?? ''));
              if (next?.choices || next?.picks) setOperator('equal');
              setProblem(undefined);
            }}
          >
            {choices.map((one) => (
              <option key={one.key} value={one.key}>
                {t(one.label)}
              </option>
            ))}
          </SelectField>
          <SelectField label={t('masterFiles.filters.operator')} value={operator} onChange={(event) => setOperator(event.target.value as FilterOperator)}>
            {FILTER_OPERATORS.map((one) => (
              <option key={one} value={one}>
                {t(OPERATOR_KEYS[one])}
              </option>
            ))}
          </SelectField>
          {column?.choices ? (
            <SelectField label={t('masterFiles.filters.value')} value={chosen} onChange={(event) => setValue(event.target.value)}>
              {column.choices.values.map((one) => (
                <option key={one} value={one}>
                  {wordOf(column, one)}
                </option>
              ))}
            </SelectField>
          ) : column?.picks ? (
            <SelectField label={t('masterFiles.filters.value')} value={chosen} onChange={(event) => setValue(event.target.value)}>
              {pickedOptions.map((one) => (
                <option key={one.id} value={one.id}>
                  {one.name}
                </option>
              ))}
            </SelectField>
          ) : column?.type === 'boolean' ? (
            <SelectField label={t('masterFiles.filters.value')} value={value || 'true'} onChange={(event) => setValue(event.target.value)}>
              <option value="true">{t('masterFiles.table.yes')}</option>
              <option value="false">{t('masterFiles.table.no')}</option>
            </SelectField>
          ) : (
            <TextField
              label={t('masterFiles.filters.value')}
              value={value}
              inputMode={column?.type === 'number' ? 'decimal' : 'text'}
              onChange={(event) => setValue(event.target.value)}
              hasError={!!problem}
              errorMessage={problem ? t(`masterFiles.filters.problems.${problem}`) : undefined}
            />
          )}
          <Button type="submit">{t('masterFiles.filters.add')}</Button>
          <Button type="button" variation="link" isDisabled={filters.length === 0} onClick={() => update(store, clearFilters)}>
            {t('masterFiles.filters.clear')}
          </Button>
        </Flex>
      </form>
      {filters.length > 0 && (
        <ul className="master-filters__applied" aria-label={t('masterFiles.filters.applied')}>
          {filters.map((filter, index) => (
            <li key={`${filter.column}-${filter.operator}-${String(filter.value)}-${index}`} className="master-filters__chip">
              <span>{describe(filter)}</span>
              <button
                type="button"
                className="master-filters__remove"
                aria-label={t('masterFiles.filters.remove', { filter: describe(filter) })}
                onClick={() => update(store, (state) => removeFilter(state, index))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </View>
  );
}
