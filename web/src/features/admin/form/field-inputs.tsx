import { Button, CheckboxField, Fieldset, Flex, SelectField, Text, TextAreaField, TextField } from '@aws-amplify/ui-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { localMessage } from '../../../lib/messages';
import { useFieldOptions, type OptionsState } from '../api/get-field-options';
import { humanise, withLabels, type FieldDef } from './fields';
import './form.css';
import './i18n';
import { editedOf, emptyRow, shownFields, type FieldErrors, type FormValue, type FormValues, type RowValue } from './values';

type Translate = ReturnType<typeof useTranslation>['t'];

/** A field's label in the reader's language; a field without words of its own is named from its key. */
export const labelOf = (t: Translate, field: FieldDef) => t(field.label, { defaultValue: humanise(field.name) });

/** The labels of a form's fields by name, for messages that name fields. */
export const labelsOf = (t: Translate, fields: readonly FieldDef[]): Record<string, string> => Object.fromEntries(fields.map((field) => [field.name, labelOf(t, field)]));

/** A schema's or the server's message in the reader's language (decision 0027), the fields it names worded as the form labels them. */
export const formMessage = (t: Translate, message: string, labels: Readonly<Record<string, string>>) => withLabels(localMessage(t, message), labels);

/** Kinds that take the form's whole width. */
const WIDE = new Set<FieldDef['kind']>(['textarea', 'choices', 'rows', 'custom']);

interface InputProps {
  field: FieldDef;
  value: FormValue;
  /** The field's first message, in the form's words. */
  error?: string;
  /** Overrides the label (a row's inputs say which row). */
  label?: string;
  /** A custom editor's: the form's values, and the messages about what the field holds by their path under it. */
  values?: FormValues;
  errors?: Readonly<Record<string, string>>;
  onChange(value: FormValue): void;
}

/** The rows of a `rows` field: a group of inputs per row, each row moved or removed, and a button to add one. */
function RowsInput({ field, value, error, onChange }: InputProps & { value: RowValue[] }) {
  const { t } = useTranslation();
  const columns = field.columns ?? [];
  const label = labelOf(t, field);
  const change = (index: number, name: string, cell: FormValue) => onChange(value.map((row, i) => (i === index ? { ...row, [name]: cell as string | boolean } : row)));
  const move = (index: number, by: -1 | 1) => {
    const next = [...value];
    const [row] = next.splice(index, 1);
    next.splice(index + by, 0, row as RowValue);
    onChange(next);
  };
  return (
    <Fieldset legend={label} variation="outlined" direction="column" gap="0.75rem" className="form-rows">
      {field.hint && <Text variation="tertiary">{t(field.hint)}</Text>}
      {value.length === 0 && <Text variation="tertiary">{t('form.rows.none')}</Text>}
      <ol className="form-rows__list">
        {value.map((row, index) => (
          <li key={index} className="form-rows__row">
            <Flex alignItems="flex-end" gap="0.5rem" wrap="wrap">
              {columns.map((column) => (
                <div key={column.name} className="form-rows__cell">
                  <FieldInput
                    field={{ ...column, name: `${field.name}.${index}.${column.name}` }}
                    label={`${labelOf(t, column)} ${index + 1}`}
                    value={row[column.name] ?? ''}
                    onChange={(cell) => change(index, column.name, cell)}
                  />
                </div>
              ))}
            </Flex>
            <Flex gap="0.25rem" wrap="wrap">
              {value.length > 1 && (
                <>
                  <Button size="small" isDisabled={index === 0} onClick={() => move(index, -1)}>
                    {t('form.rows.up', { row: index + 1 })}
                  </Button>
                  <Button size="small" isDisabled={index === value.length - 1} onClick={() => move(index, 1)}>
                    {t('form.rows.down', { row: index + 1 })}
                  </Button>
                </>
              )}
              <Button size="small" variation="link" onClick={() => onChange(value.filter((_, i) => i !== index))}>
                {t('form.rows.remove', { row: index + 1 })}
              </Button>
            </Flex>
          </li>
        ))}
      </ol>
      <Button size="small" alignSelf="flex-start" onClick={() => onChange([...value, emptyRow(field)])}>
        {t('form.rows.add', { field: label })}
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
function ChoicesInput({ field, value, error, onChange, options }: InputProps & { value: string[]; options: OptionsState | undefined }) {
  const { t } = useTranslation();
  const loaded = options?.status === 'loaded' ? options.options : [];
  // Ids the record holds that are not among the options (deleted since) stay visible, so saving does not drop them unseen.
  const unknown = value.filter((id) => !loaded.some((option) => option.id === id));
  const all = [...loaded, ...(options?.status === 'loaded' ? unknown.map((id) => ({ id, name: id })) : [])];
  const toggle = (id: string, checked: boolean) => onChange(checked ? [...value, id] : value.filter((one) => one !== id));
  return (
    <Fieldset legend={labelOf(t, field)} variation="outlined" direction="column" gap="0.25rem" className="form-choices">
      {options?.status === 'loading' && <Text variation="tertiary">{t('form.loading')}</Text>}
      {options?.status === 'failed' && <Text variation="error">{options.message}</Text>}
      {options?.status === 'loaded' && all.length === 0 && <Text variation="tertiary">{t('form.noRecords')}</Text>}
      <div className="form-choices__list">
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
      <Text variation="tertiary">{t('form.chosen', { count: value.length })}</Text>
      {error && (
        <Text variation="error" role="alert">
          {error}
        </Text>
      )}
    </Fieldset>
  );
}

/** One input of a form, by its field's kind; the shared schema checks what it collects. */
export function FieldInput({ field, value, error, label, values = {}, errors = {}, onChange }: InputProps) {
  const { t } = useTranslation();
  const offered = field.optionsWhen ? field.optionsWhen.options[String(values[field.optionsWhen.field] ?? '')] : field.options;
  const options = useFieldOptions(offered);
  const text = typeof value === 'string' ? value : '';
  const common = {
    name: field.name,
    label: label ?? labelOf(t, field),
    descriptiveText: field.hint ? t(field.hint) : undefined,
    hasError: !!error,
    errorMessage: error,
  };
  const onText = (event: { target: { value: string } }) => onChange(event.target.value);

  switch (field.kind) {
    case 'custom': {
      const Editor = field.editor;
      if (!Editor) throw new Error(`The custom field ${field.name} has no editor.`);
      return (
        <Suspense fallback={<Text variation="tertiary">{t('form.loading')}</Text>}>
          <Editor field={field} value={editedOf(value)} values={values} error={error} errors={errors} onChange={(edited) => onChange({ edited })} />
        </Suspense>
      );
    }
    case 'checkbox':
      return <CheckboxField {...common} value="true" checked={value === true} onChange={(event) => onChange(event.target.checked)} />;
    case 'password':
      return <TextField {...common} type="password" autoComplete="new-password" value={text} onChange={onText} />;
    case 'textarea':
      return <TextAreaField {...common} rows={['body', 'html', 'stylesheet'].includes(field.name) ? 10 : 4} value={text} onChange={onText} />;
    case 'number':
      return (
        <TextField
          {...common}
          type="number"
          inputMode={field.integer === false ? 'decimal' : 'numeric'}
          step={field.integer === false ? 'any' : 1}
          min={field.min}
          max={field.max}
          value={text}
          onChange={onText}
        />
      );
    case 'money':
      return <TextField {...common} inputMode="decimal" innerStartComponent={<span className="form-money__unit">฿</span>} placeholder="0.00" value={text} onChange={onText} />;
    case 'date':
      return <TextField {...common} type="date" value={text} onChange={onText} />;
    case 'list':
      return <TextField {...common} descriptiveText={t(field.hint ?? 'form.commaList')} value={text} onChange={onText} />;
    case 'choices':
      return <ChoicesInput field={field} value={Array.isArray(value) ? (value as string[]) : []} error={error} options={options} onChange={onChange} />;
    case 'rows':
      return <RowsInput field={field} value={Array.isArray(value) ? (value as RowValue[]) : []} error={error} onChange={onChange} />;
    case 'select': {
      const fixed = offered;
      if (!fixed || 'values' in fixed) {
        const values = fixed?.values ?? [];
        return (
          <SelectField {...common} value={text} onChange={onText}>
            {(field.initial === undefined || !values.includes(String(field.initial))) && <option value="">{t('form.choose')}</option>}
            {values.map((option) => (
              <option key={option} value={option}>
                {t(`${fixed?.labels}.${option}`, { defaultValue: option })}
              </option>
            ))}
          </SelectField>
        );
      }
      const loaded = options?.status === 'loaded' ? options.options : [];
      const noneText = 'records' in fixed ? t('form.noRecords') : t('form.noCategories');
      const hint = options?.status === 'failed' ? options.message : options?.status === 'loaded' && loaded.length === 0 ? noneText : common.descriptiveText;
      const missing = text && options?.status === 'loaded' && !loaded.some((option) => option.id === text);
      return (
        <SelectField {...common} descriptiveText={hint} value={text} isDisabled={options?.status === 'loading'} onChange={onText}>
          <option value="">{t(field.empty ?? 'form.choose')}</option>
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
      return <TextField {...common} value={text} onChange={onText} />;
  }
}

interface InputsProps {
  fields: readonly FieldDef[];
  values: FormValues;
  errors: FieldErrors;
  onChange(name: string, value: FormValue): void;
}

/** The messages about what a custom field holds, by their path under it, in the form's words. */
function errorsUnder(name: string, errors: FieldErrors, local: (message: string) => string): Record<string, string> {
  const start = `${name}.`;
  return Object.fromEntries(Object.entries(errors).flatMap(([path, message]) => (path.startsWith(start) ? [[path.slice(start.length), local(message)]] : [])));
}

/**
 * A form's inputs in a grid of two columns (one on a phone), each with its first message in the
 * form's words; a field another field's value hides is not drawn.
 */
export function FieldInputs({ fields, values, errors, onChange }: InputsProps) {
  const { t } = useTranslation();
  const labels = labelsOf(t, fields);
  const local = (message: string) => formMessage(t, message, labels);
  return (
    <div className="form-grid">
      {shownFields(fields, values).map((field) => {
        // A custom editor words its own parts: its messages are translated, not relabelled.
        const word = field.kind === 'custom' ? (message: string) => localMessage(t, message) : local;
        const under = field.kind === 'custom' ? errorsUnder(field.name, errors, word) : {};
        const own = errors[field.name] ? word(errors[field.name] as string) : undefined;
        return (
          <div key={field.name} className={WIDE.has(field.kind) ? 'form-grid__wide' : undefined}>
            <FieldInput
              field={field}
              value={values[field.name] ?? ''}
              // A custom editor shows the messages about its parts in place; its own message only when it is not one of them.
              error={own && !Object.values(under).includes(own) ? own : undefined}
              values={values}
              errors={under}
              onChange={(value) => onChange(field.name, value)}
            />
          </div>
        );
      })}
    </div>
  );
}
