import { Button, CheckboxField, Fieldset, Flex, SelectField, Text, TextAreaField, TextField } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import '../page-builder/i18n';
import { emptyRow, type FieldSpec, type FieldValue, type FieldValues, type RowValues, type ScalarSpec } from './schema-fields';

type Translate = ReturnType<typeof useTranslation>['t'];

/** `category_ids` → "Category ids", for a field the builder has no words of its own for. */
const humanise = (name: string) => name.replace(/_/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase());
export const fieldLabel = (t: Translate, name: string) => t(`pageBuilder.fields.${name}`, { defaultValue: humanise(name) });

interface ScalarProps {
  spec: ScalarSpec;
  label: string;
  value: string | boolean;
  error?: string;
  hint?: string;
  onChange(value: string | boolean): void;
}

function ScalarInput({ spec, label, value, error, hint, onChange }: ScalarProps) {
  const { t } = useTranslation();
  const common = { label, name: spec.name, hasError: !!error, errorMessage: error, descriptiveText: hint };
  const text = typeof value === 'string' ? value : '';
  switch (spec.kind) {
    case 'checkbox':
      return <CheckboxField {...common} value="true" checked={value === true} onChange={(event) => onChange(event.target.checked)} />;
    case 'select':
      return (
        <SelectField {...common} value={text} onChange={(event) => onChange(event.target.value)}>
          {spec.options.map((option) => (
            <option key={option} value={option}>
              {t(`pageBuilder.options.${option}`, { defaultValue: option })}
            </option>
          ))}
        </SelectField>
      );
    case 'number':
      return (
        <TextField
          {...common}
          type="number"
          inputMode={spec.integer ? 'numeric' : 'decimal'}
          step={spec.integer ? 1 : 'any'}
          min={spec.min}
          max={spec.max}
          value={text}
          onChange={(event) => onChange(event.target.value)}
        />
      );
    case 'text':
      return spec.long ? (
        <TextAreaField {...common} rows={spec.name === 'html' || spec.name === 'stylesheet' ? 10 : 5} value={text} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <TextField {...common} value={text} onChange={(event) => onChange(event.target.value)} />
      );
  }
}

interface RowsProps {
  spec: Extract<FieldSpec, { kind: 'rows' }>;
  rows: RowValues[];
  error?: string;
  onChange(rows: RowValues[]): void;
}

/** A list of small objects: one row of inputs each, rows added, removed and moved with buttons. */
function RowsInput({ spec, rows, error, onChange }: RowsProps) {
  const { t } = useTranslation();
  const field = fieldLabel(t, spec.name);
  const change = (index: number, name: string, value: string | boolean) => onChange(rows.map((row, i) => (i === index ? { ...row, [name]: value } : row)));
  const move = (index: number, by: -1 | 1) => {
    const next = [...rows];
    const [row] = next.splice(index, 1);
    next.splice(index + by, 0, row as RowValues);
    onChange(next);
  };
  return (
    <Fieldset legend={field} variation="outlined" direction="column" gap="0.75rem" className="sf-rows">
      {rows.length === 0 && <Text variation="tertiary">{t('pageBuilder.rows.none')}</Text>}
      <ol className="sf-rows__list">
        {rows.map((row, index) => (
          <li key={index} className="sf-rows__row">
            <Text as="span" fontWeight="bold">
              {t('pageBuilder.rows.row', { field, row: index + 1 })}
            </Text>
            <Flex alignItems="flex-end" gap="0.5rem" wrap="wrap">
              {spec.columns.map((column) => (
                <div key={column.name} className="sf-rows__cell">
                  <ScalarInput
                    spec={column}
                    label={`${fieldLabel(t, column.name)} ${index + 1}`}
                    value={row[column.name] ?? ''}
                    onChange={(value) => change(index, column.name, value)}
                  />
                </div>
              ))}
            </Flex>
            <Flex gap="0.25rem" wrap="wrap">
              <Button size="small" isDisabled={index === 0} onClick={() => move(index, -1)}>
                {t('pageBuilder.rows.up', { row: index + 1 })}
              </Button>
              <Button size="small" isDisabled={index === rows.length - 1} onClick={() => move(index, 1)}>
                {t('pageBuilder.rows.down', { row: index + 1 })}
              </Button>
              <Button size="small" variation="link" onClick={() => onChange(rows.filter((_, i) => i !== index))}>
                {t('pageBuilder.rows.remove', { row: index + 1 })}
              </Button>
            </Flex>
          </li>
        ))}
      </ol>
      <Button size="small" alignSelf="flex-start" onClick={() => onChange([...rows, emptyRow(spec.columns)])}>
        {t('pageBuilder.rows.add', { field })}
      </Button>
      {error && (
        <Text variation="error" role="alert">
          {error}
        </Text>
      )}
    </Fieldset>
  );
}

interface Props {
  specs: readonly FieldSpec[];
  values: FieldValues;
  errors: Record<string, string>;
  onChange(name: string, value: FieldValue): void;
}

/** The inputs of a shared schema's fields (a module's data, a settings group), each with its first message. */
export function SchemaFieldInputs({ specs, values, errors, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <div className="sf-grid">
      {specs.map((spec) => {
        const value = values[spec.name];
        const error = errors[spec.name];
        if (spec.kind === 'rows') {
          return (
            <div key={spec.name} className="sf-grid__wide">
              <RowsInput spec={spec} rows={Array.isArray(value) ? value : []} error={error} onChange={(rows) => onChange(spec.name, rows)} />
            </div>
          );
        }
        const scalar: ScalarSpec = spec.kind === 'list' ? { kind: 'text', name: spec.name, long: false } : spec;
        return (
          <div key={spec.name} className={spec.kind === 'text' && spec.long ? 'sf-grid__wide' : undefined}>
            <ScalarInput
              spec={scalar}
              label={fieldLabel(t, spec.name)}
              value={Array.isArray(value) ? '' : (value ?? '')}
              error={error}
              hint={spec.kind === 'list' ? t('pageBuilder.hints.list') : undefined}
              onChange={(next) => onChange(spec.name, next)}
            />
          </div>
        );
      })}
    </div>
  );
}
