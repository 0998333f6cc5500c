import { Button, CheckboxField, Fieldset, Flex, SelectField, Text, TextAreaField, TextField } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import { useCategoryOptions, type CategoryOption } from '../api/get-category-options';
import { useRecordOptions } from '../api/get-record-options';
import type { FormValue, RowValue } from '../lib/form-values';
import type { FieldDef } from '../types';

type OptionsState = { status: 'loading' } | { status: 'loaded'; options: CategoryOption[] } | { status: 'failed'; message: string };

/** The options of a category select, or of a select or `choices` field of records or fixed values; none for the other fields. */
function useFieldOptions(field: FieldDef, fallbackError: string): OptionsState | undefined {
  const { t } = useTranslation();
  const options = field.options;
  const categories = useCategoryOptions(options && 'categories' in options ? options.categories : undefined, fallbackError);
  const records = useRecordOptions(options && 'records' in options ? options.records : undefined, fallbackError);
  if (options && 'categories' in options) return categories;
  if (options && 'records' in options) return records;
  if (options && 'values' in options) return { status: 'loaded', options: options.values.map((value) => ({ id: value, name: t(`${options.labels}.${value}`, { defaultValue: value }) })) };
  return undefined;
}

interface Props {
  field: FieldDef;
  value: FormValue;
  error?: string;
  onChange(value: FormValue): void;
}

/** The rows of a `rows` field: a group of text inputs per row, each row removable, and a button to add one. */
function RowsField({ field, value, error, onChange }: Props & { value: RowValue[] }) {
  const { t } = useTranslation();
  const columns = field.columns ?? [];
  const label = t(field.label);
  const empty = (): RowValue => Object.fromEntries(columns.map((column) => [column.name, '']));
  const change = (index: number, name: string, cell: string) => onChange(value.map((row, i) => (i === index ? { ...row, [name]: cell } : row)));
  return (
    <Fieldset legend={label} variation="outlined" direction="column" gap="0.75rem" className="master-form__rows">
      {field.hint && <Text variation="tertiary">{t(field.hint)}</Text>}
      {value.length === 0 && <Text variation="tertiary">{t('masterFiles.form.noRows')}</Text>}
      <ol className="master-form__row-list">
        {value.map((row, index) => (
          <li key={index}>
            <Flex alignItems="flex-end" gap="0.5rem" wrap="wrap">
              {columns.map((column) => (
                <TextField
                  key={column.name}
                  flex="1 1 12rem"
                  name={`${field.name}.${index}.${column.name}`}
                  label={`${t(column.label)} ${index + 1}`}
                  value={row[column.name] ?? ''}
                  onChange={(event) => change(index, column.name, event.target.value)}
                />
              ))}
              <Button size="small" variation="link" onClick={() => onChange(value.filter((_, i) => i !== index))}>
                {t('masterFiles.form.removeRow', { row: index + 1 })}
              </Button>
            </Flex>
          </li>
        ))}
      </ol>
      <Button size="small" alignSelf="flex-start" onClick={() => onChange([...value, empty()])}>
        {t('masterFiles.form.addRow', { field: label })}
      </Button>
      {error && (
        <Text variation="error" role="alert">
          {error}
        </Text>
      )}
    </Fieldset>
  );
}

/** Ticks any number of records (a promotion's courses): a scrollable list of checkboxes. */
function ChoicesField({ field, value, error, onChange, options }: Props & { value: string[]; options: OptionsState | undefined }) {
  const { t } = useTranslation();
  const loaded = options?.status === 'loaded' ? options.options : [];
  // Ids the record holds that are not among the options (deleted since) stay visible, so saving does not drop them unseen.
  const unknown = value.filter((id) => !loaded.some((option) => option.id === id));
  const all = [...loaded, ...(options?.status === 'loaded' ? unknown.map((id) => ({ id, name: id })) : [])];
  const toggle = (id: string, checked: boolean) => onChange(checked ? [...value, id] : value.filter((one) => one !== id));
  return (
    <Fieldset legend={t(field.label)} variation="outlined" direction="column" gap="0.25rem" className="master-form__choices">
      {options?.status === 'loading' && <Text variation="tertiary">{t('masterFiles.table.loading')}</Text>}
      {options?.status === 'failed' && <Text variation="error">{options.message}</Text>}
      {options?.status === 'loaded' && all.length === 0 && <Text variation="tertiary">{t('masterFiles.form.noRecords')}</Text>}
      <div className="master-form__choice-list">
        {all.map((option) => (
          <CheckboxField
            key={option.id}
            name={field.name}
            value={option.id}
            label={option.name}
            checked={value.includes(option.id)}
            onChange={(event) => toggle(option.id, event.target.checked)}
          />
        ))}
      </div>
      <Text variation="tertiary">{t('masterFiles.form.chosen', { count: value.length })}</Text>
      {error && (
        <Text variation="error" role="alert">
          {error}
        </Text>
      )}
    </Fieldset>
  );
}

/** One input of a master-file form, by its kind; the shared schema checks what it collects. */
export function FormField({ field, value, error, onChange }: Props) {
  const { t } = useTranslation();
  const options = useFieldOptions(field, t('masterFiles.form.loadFailed'));
  const text = typeof value === 'string' ? value : '';
  const common = {
    name: field.name,
    label: t(field.label),
    descriptiveText: field.hint ? t(field.hint) : undefined,
    hasError: !!error,
    errorMessage: error,
  };

  switch (field.kind) {
    case 'checkbox':
      return <CheckboxField {...common} value="true" checked={value === true} onChange={(event) => onChange(event.target.checked)} />;
    case 'password':
      return <TextField {...common} type="password" autoComplete="new-password" value={text} onChange={(event) => onChange(event.target.value)} />;
    case 'textarea':
      return <TextAreaField {...common} rows={field.name === 'body' ? 10 : 4} value={text} onChange={(event) => onChange(event.target.value)} />;
    case 'number':
      return <TextField {...common} type="number" inputMode="numeric" step={1} value={text} onChange={(event) => onChange(event.target.value)} />;
    case 'date':
      return <TextField {...common} type="date" value={text} onChange={(event) => onChange(event.target.value)} />;
    case 'list':
      return <TextField {...common} descriptiveText={t(field.hint ?? 'masterFiles.hints.commaList')} value={text} onChange={(event) => onChange(event.target.value)} />;
    case 'choices':
      return <ChoicesField field={field} value={Array.isArray(value) ? (value as string[]) : []} error={error} options={options} onChange={onChange} />;
    case 'rows':
      return <RowsField field={field} value={Array.isArray(value) ? (value as RowValue[]) : []} error={error} onChange={onChange} />;
    case 'select': {
      const fixed = field.options;
      if (fixed && 'values' in fixed) {
        return (
          <SelectField {...common} value={text} onChange={(event) => onChange(event.target.value)}>
            {!field.initial && <option value="">{t('masterFiles.form.choose')}</option>}
            {fixed.values.map((option) => (
              <option key={option} value={option}>
                {t(`${fixed.labels}.${option}`, { defaultValue: option })}
              </option>
            ))}
          </SelectField>
        );
      }
      const loaded = options?.status === 'loaded' ? options.options : [];
      const noneText = fixed && 'records' in fixed ? t('masterFiles.form.noRecords') : t('masterFiles.form.noCategories');
      const hint = options?.status === 'failed' ? options.message : options?.status === 'loaded' && loaded.length === 0 ? noneText : common.descriptiveText;
      const missing = text && options?.status === 'loaded' && !loaded.some((option) => option.id === text);
      return (
        <SelectField {...common} descriptiveText={hint} value={text} isDisabled={options?.status === 'loading'} onChange={(event) => onChange(event.target.value)}>
          <option value="">{t(field.empty ?? 'masterFiles.form.choose')}</option>
          {missing && <option value={text}>{text}</option>}
          {loaded.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </SelectField>
      );
    }
    default:
      return <TextField {...common} value={text} onChange={(event) => onChange(event.target.value)} />;
  }
}
