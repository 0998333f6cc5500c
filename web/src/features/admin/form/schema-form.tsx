import { Alert, Button, Card, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { ERRORS } from '@lm/shared';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod';
import { notify } from '../../../lib/notifications';
import { FieldInputs, formMessage, labelsOf } from './field-inputs';
import type { FieldDef } from './fields';
import { noticeOfSave, outcomeOfSaveError } from './save-outcome';
import { errorsOf, issuesOf, payloadOf, valuesOf, type FieldErrors, type FormValues } from './values';

interface Props {
  /** The shared schema the API checks the body with; the form checks it first. */
  schema: z.ZodType;
  fields: readonly FieldDef[];
  /** What is stored now. */
  data: unknown;
  title: string;
  intro?: ReactNode;
  savedMessage: string;
  /** Sends the body; rejects as the call layer does. */
  save(body: Record<string, unknown>): Promise<void>;
  /** The body sent for what the form holds, when it is not the fields themselves. */
  bodyOf?(data: Record<string, unknown>): Record<string, unknown>;
}

/** A settings form drawn from a shared schema: checked with it before sending, the API's refusals shown by field. */
export function SchemaForm({ schema, fields, data, title, intro, savedMessage, save, bodyOf = (values) => values }: Props) {
  const { t } = useTranslation();
  const [values, setValues] = useState<FormValues>(() => valuesOf(fields, data && typeof data === 'object' ? (data as Record<string, unknown>) : undefined));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = bodyOf(payloadOf(fields, values));
    const checked = schema.safeParse(body);
    if (!checked.success) {
      setErrors(errorsOf(issuesOf(checked.error), fields));
      return;
    }
    setSaving(true);
    try {
      await save(body);
      setErrors({});
      notify(noticeOfSave({ kind: 'saved', message: savedMessage })!);
    } catch (error) {
      const outcome = outcomeOfSaveError(error);
      if (outcome.kind === 'refused') setErrors(errorsOf(outcome.fields, fields));
      if (outcome.kind === 'badResponse') console.error(ERRORS.badResponse.message, title);
      const notice = noticeOfSave(outcome);
      if (notice) notify(notice);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card variation="outlined" className="st-form-card">
      <form className="st-form" onSubmit={submit} noValidate aria-label={title}>
        <Heading level={2}>{title}</Heading>
        {intro && <Text>{intro}</Text>}
        {Object.keys(errors).length > 0 && (
          <Alert variation="error" role="alert">
            {errors[''] ? formMessage(t, errors[''], labelsOf(t, fields)) : t('pageBuilder.settings.fix')}
          </Alert>
        )}
        <FieldInputs fields={fields} values={values} errors={errors} onChange={(name, value) => setValues((current) => ({ ...current, [name]: value }))} />
        <Flex>
          <Button type="submit" variation="primary" isLoading={saving} loadingText={t('pageBuilder.modules.saving')}>
            {t('pageBuilder.settings.save')}
          </Button>
        </Flex>
      </form>
    </Card>
  );
}
