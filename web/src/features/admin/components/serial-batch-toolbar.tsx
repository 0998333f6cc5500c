import { Button, Flex, Text, TextAreaField, TextField } from '@aws-amplify/ui-react';
import { serialBatchInput, serialImportInput, typedSerialCode, type SerialBatch, type SerialNumber } from '@lm/shared';
import { routes } from '@lm/shared/api/route-refs';
import { useId, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod';
import { callRoute } from '../../../lib/api/call-route';
import { localMessageOf } from '../../../lib/messages';
import { queryClient } from '../../../lib/query';
import { useFieldOptions } from '../api/get-field-options';
import { FieldInputs, labelOf } from '../form/field-inputs';
import { fieldsOf, type CustomInputProps, type FieldDef } from '../form/fields';
import { payloadOf, validateWith, valuesOf, type FieldErrors, type FormValues } from '../form/values';
import { csvOf, downloadText } from '../lib/csv';
import { codesOfFile } from '../lib/serial-codes-file';
import { addFilter, update } from '../stores/table';
import type { TableToolbarProps } from '../types';
import { StepOutcomeText, type StepOutcome } from './step-outcome';

const WORDS = 'masterFiles.serialNumbers';
const COURSES = { records: 'courses' } as const;

/**
 * The codes of an import, one per line: typed or pasted, or read from a printer's file (CSV or
 * plain text), which fills the box so the administrator sees what will be sent.
 */
function SerialCodesInput({ field, value, error, onChange }: CustomInputProps) {
  const { t } = useTranslation();
  const id = useId();
  const lines = Array.isArray(value) ? (value as string[]) : [];
  // The distinct codes among the lines: what the import will keep once every line is one.
  const count = new Set(lines.map(typedSerialCode).filter(Boolean)).size;
  async function read(event: ChangeEvent<HTMLInputElement>) {
    const input = event.target;
    const chosen = input.files?.[0];
    if (!chosen) return;
    onChange(codesOfFile(await chosen.text()));
    // The same file chosen again (corrected and saved) is read again.
    input.value = '';
  }
  return (
    <Flex direction="column" gap="0.25rem">
      <TextAreaField
        label={labelOf(t, field)}
        descriptiveText={t(`${WORDS}.import.codesHint`)}
        rows={6}
        value={lines.join('\n')}
        onChange={(event) => onChange(event.target.value.split(/\r?\n/))}
        hasError={!!error}
        errorMessage={error}
      />
      <label htmlFor={`${id}-file`}>{t(`${WORDS}.import.file`)}</label>
      <input id={`${id}-file`} type="file" accept=".csv,.txt,text/csv,text/plain" onChange={(event) => void read(event)} />
      <Text fontSize="small" role="status">
        {t(`${WORDS}.import.count`, { count })}
      </Text>
    </Flex>
  );
}

const COMMON = {
  course_id: { kind: 'select', options: COURSES, label: `${WORDS}.make.course` },
  batch: { hint: `${WORDS}.hints.batch` },
  redeem_until: { kind: 'date', hint: `${WORDS}.hints.redeemUntil` },
  access_months: { hint: `${WORDS}.hints.accessMonths` },
} as const;

/**
 * A batch form's fields, and its submission: the values checked with the route's own schema (the
 * field messages when they fail), or the request sent with what the schema made of them.
 */
function batchForm<S extends z.ZodType>(schema: S, fields: readonly FieldDef[], send: (body: z.output<S>) => Promise<SerialBatch>) {
  return {
    fields,
    submit(values: FormValues): { errors: FieldErrors } | { answer: Promise<SerialBatch> } {
      const checked = validateWith(schema, fields, payloadOf(fields, values));
      return 'errors' in checked ? checked : { answer: send(checked.data) };
    },
  };
}

/** Making new codes, and keeping codes made elsewhere: the same batch, one made here, one brought. */
const BATCH_FORMS = {
  make: batchForm(
    serialBatchInput,
    fieldsOf(serialBatchInput, {
      labels: `${WORDS}.columns`,
      only: ['course_id', 'batch', 'quantity', 'redeem_until', 'access_months'],
      overrides: { ...COMMON, quantity: { label: `${WORDS}.make.quantity`, initial: 10 } },
    }),
    (body) => callRoute(routes.createSerialBatch, { body, token: 'admin', json: true }),
  ),
  import: batchForm(
    serialImportInput,
    fieldsOf(serialImportInput, {
      labels: `${WORDS}.columns`,
      only: ['course_id', 'batch', 'codes', 'redeem_until', 'access_months'],
      overrides: { ...COMMON, codes: { kind: 'custom', editor: SerialCodesInput, label: `${WORDS}.import.codes`, initial: [] } },
    }),
    (body) => callRoute(routes.importSerialBatch, { body, token: 'admin', json: true }),
  ),
};

interface Made {
  course: string;
  serials: SerialNumber[];
}

/**
 * One part of the toolbar, named by its title; a folded one (the rarer tasks) opens from its title,
 * so on a phone the table is not three forms down the page.
 */
function ToolbarSection({ title, folded = false, children }: { title: string; folded?: boolean; children: ReactNode }) {
  return (
    <section className="master-filters" aria-label={title}>
      {folded ? (
        <details className="master-filters__fold">
          <summary>{title}</summary>
          {children}
        </details>
      ) : (
        <>
          <Text fontWeight="bold">{title}</Text>
          {children}
        </>
      )}
    </section>
  );
}

/** The table shows one batch alone, as its only filter. */
const showBatch = (store: TableToolbarProps['store'], batch: string) => update(store, (state) => addFilter({ ...state, filters: [] }, { column: 'batch', operator: 'equal', value: batch }));

/**
 * Switching a whole batch's unused codes off (a leaked batch) or back on, by the batch's name; the
 * table then shows the batch.
 */
function BatchSwitch({ file, store }: TableToolbarProps) {
  const { t } = useTranslation();
  const [batch, setBatch] = useState('');
  const [busy, setBusy] = useState<'on' | 'off'>();
  const [outcome, setOutcome] = useState<StepOutcome>();

  async function switchTo(active: boolean) {
    setBusy(active ? 'on' : 'off');
    setOutcome(undefined);
    try {
      const answer = await callRoute(routes.switchSerialBatch, { body: { batch: batch.trim(), active }, token: 'admin' });
      setOutcome({ kind: 'done', text: t(`${WORDS}.switch.${active ? 'on' : 'off'}Done`, { count: answer.changed, batch: answer.batch }) });
      showBatch(store, answer.batch);
      void queryClient.invalidateQueries({ queryKey: [file.endpoints.list.id] });
    } catch (error) {
      setOutcome({ kind: 'failed', text: localMessageOf(t, error, t(`${WORDS}.switch.failed`)) });
    } finally {
      setBusy(undefined);
    }
  }

  return (
    <ToolbarSection title={t(`${WORDS}.switch.title`)} folded>
      <Flex wrap="wrap" gap="0.75rem" alignItems="flex-end">
        <TextField label={t(`${WORDS}.columns.batch`)} descriptiveText={t(`${WORDS}.switch.hint`)} value={batch} onChange={(event) => setBatch(event.target.value)} maxLength={100} />
        <Button type="button" variation="warning" isDisabled={!batch.trim()} isLoading={busy === 'off'} onClick={() => void switchTo(false)}>
          {t(`${WORDS}.switch.off`)}
        </Button>
        <Button type="button" isDisabled={!batch.trim()} isLoading={busy === 'on'} onClick={() => void switchTo(true)}>
          {t(`${WORDS}.switch.on`)}
        </Button>
      </Flex>
      <StepOutcomeText outcome={outcome} />
    </ToolbarSection>
  );
}

/**
 * A batch of serial numbers for a course (decision 0061): made here (how many) or brought from a
 * printer's file (its codes), with the batch's name, the last day they can be used and the months
 * of access they give. The table then shows the batch; made codes download as CSV, to print or send.
 */
function BatchForm({ file, store, form }: TableToolbarProps & { form: keyof typeof BATCH_FORMS }) {
  const { t } = useTranslation();
  const { fields, submit: check } = BATCH_FORMS[form];
  const words = `${WORDS}.${form}`;
  const courses = useFieldOptions(COURSES);
  const [values, setValues] = useState<FormValues>(() => valuesOf(fields));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const [made, setMade] = useState<Made>();
  const [failed, setFailed] = useState<string>();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = check(values);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setSaving(true);
    setFailed(undefined);
    setMade(undefined);
    try {
      const answer = await checked.answer;
      const course = courses?.status === 'loaded' ? (courses.options.find((option) => option.id === answer.course_id)?.name ?? answer.course_id) : answer.course_id;
      setMade({ course, serials: answer.serial_numbers });
      showBatch(store, answer.batch);
      void queryClient.invalidateQueries({ queryKey: [file.endpoints.list.id] });
    } catch (error) {
      setFailed(localMessageOf(t, error, t(`${words}.failed`)));
    } finally {
      setSaving(false);
    }
  }

  function download(batch: Made) {
    const column = (key: string) => t(`${WORDS}.columns.${key}`);
    const rows = batch.serials.map((serial) => [serial.code, batch.course, serial.batch, serial.redeem_until ?? '', String(serial.access_months)]);
    const name = (batch.serials[0]?.batch ?? 'serial-numbers').replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '');
    downloadText(csvOf(['code', 'course_id', 'batch', 'redeem_until', 'access_months'].map(column), rows), `${name || 'serial-numbers'}.csv`);
  }

  return (
    <ToolbarSection title={t(`${words}.title`)} folded={form === 'import'}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Flex direction="column" gap="0.5rem">
          <FieldInputs fields={fields} values={values} errors={errors} onChange={(name, value) => setValues((current) => ({ ...current, [name]: value }))} />
          <Flex wrap="wrap" gap="0.75rem" alignItems="center">
            <Button type="submit" variation="primary" isLoading={saving} loadingText={t(`${words}.saving`)}>
              {t(`${words}.submit`)}
            </Button>
            {made && form === 'make' && (
              <Button type="button" onClick={() => download(made)}>
                {t(`${WORDS}.make.download`)}
              </Button>
            )}
          </Flex>
          {made && (
            <Text role="status" variation="success">
              {t(`${words}.done`, { count: made.serials.length, course: made.course })}
            </Text>
          )}
          {failed && (
            <Text role="alert" variation="error">
              {failed}
            </Text>
          )}
        </Flex>
      </form>
    </ToolbarSection>
  );
}

/** The serial numbers' toolbar: make a batch, import one, switch one off or on. */
export default function SerialBatchToolbar(props: TableToolbarProps) {
  return (
    <>
      <BatchForm {...props} form="make" />
      <BatchForm {...props} form="import" />
      <BatchSwitch {...props} />
    </>
  );
}
