import { Button, Flex, Text, TextField } from '@aws-amplify/ui-react';
import { serialBatchInput, type SerialNumber } from '@lm/shared';
import { routes } from '@lm/shared/api/route-refs';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { callRoute } from '../../../lib/api/call-route';
import { localMessageOf } from '../../../lib/messages';
import { queryClient } from '../../../lib/query';
import { useFieldOptions } from '../api/get-field-options';
import { FieldInputs } from '../form/field-inputs';
import { fieldsOf } from '../form/fields';
import { payloadOf, validateWith, valuesOf, type FieldErrors, type FormValues } from '../form/values';
import { csvOf, downloadText } from '../lib/csv';
import { addFilter, update } from '../stores/table';
import type { TableToolbarProps } from '../types';
import { StepOutcomeText, type StepOutcome } from './step-outcome';

const WORDS = 'masterFiles.serialNumbers';
const COURSES = { records: 'courses' } as const;
const FIELDS = fieldsOf(serialBatchInput, {
  labels: `${WORDS}.columns`,
  only: ['course_id', 'batch', 'quantity', 'redeem_until', 'access_months'],
  overrides: {
    course_id: { kind: 'select', options: COURSES, label: `${WORDS}.make.course` },
    batch: { hint: `${WORDS}.hints.batch` },
    quantity: { label: `${WORDS}.make.quantity`, initial: 10 },
    redeem_until: { kind: 'date', hint: `${WORDS}.hints.redeemUntil` },
    access_months: { hint: `${WORDS}.hints.accessMonths` },
  },
});

interface Made {
  course: string;
  serials: SerialNumber[];
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
    <section className="master-filters" aria-label={t(`${WORDS}.switch.title`)}>
      <Text fontWeight="bold">{t(`${WORDS}.switch.title`)}</Text>
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
    </section>
  );
}

/**
 * Making a batch of serial numbers (decision 0061): the course, the batch's name, how many, the last
 * day they can be used and the months of access they give. The table then shows the batch, and its
 * codes download as CSV, to print or send.
 */
export default function SerialBatchToolbar({ file, store }: TableToolbarProps) {
  const { t } = useTranslation();
  const courses = useFieldOptions(COURSES);
  const [values, setValues] = useState<FormValues>(() => valuesOf(FIELDS));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const [made, setMade] = useState<Made>();
  const [failed, setFailed] = useState<string>();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = validateWith(serialBatchInput, FIELDS, payloadOf(FIELDS, values));
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setSaving(true);
    setFailed(undefined);
    setMade(undefined);
    try {
      const answer = await callRoute(routes.createSerialBatch, { body: checked.data, token: 'admin' });
      const course = courses?.status === 'loaded' ? (courses.options.find((option) => option.id === answer.course_id)?.name ?? answer.course_id) : answer.course_id;
      setMade({ course, serials: answer.serial_numbers });
      showBatch(store, answer.batch);
      void queryClient.invalidateQueries({ queryKey: [file.endpoints.list.id] });
    } catch (error) {
      setFailed(localMessageOf(t, error, t(`${WORDS}.make.failed`)));
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
    <>
    <section className="master-filters" aria-label={t(`${WORDS}.make.title`)}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Flex direction="column" gap="0.5rem">
          <Text fontWeight="bold">{t(`${WORDS}.make.title`)}</Text>
          <FieldInputs fields={FIELDS} values={values} errors={errors} onChange={(name, value) => setValues((current) => ({ ...current, [name]: value }))} />
          <Flex wrap="wrap" gap="0.75rem" alignItems="center">
            <Button type="submit" variation="primary" isLoading={saving} loadingText={t(`${WORDS}.make.saving`)}>
              {t(`${WORDS}.make.submit`)}
            </Button>
            {made && (
              <Button type="button" onClick={() => download(made)}>
                {t(`${WORDS}.make.download`)}
              </Button>
            )}
          </Flex>
          {made && (
            <Text role="status" variation="success">
              {t(`${WORDS}.make.done`, { count: made.serials.length, course: made.course })}
            </Text>
          )}
          {failed && (
            <Text role="alert" variation="error">
              {failed}
            </Text>
          )}
        </Flex>
      </form>
    </section>
    <BatchSwitch file={file} store={store} />
    </>
  );
}
