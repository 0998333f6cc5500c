import { Alert, Button, Card, Flex, Grid, Heading, Loader } from '@aws-amplify/ui-react';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, messageOf } from '../../../lib/api/errors';
import { useRecord } from '../api/get-record';
import { saveRecord } from '../api/save-record';
import { formOf } from '../lib/form-of';
import { baseOf, errorsOf, payloadOf, serverFieldsOf, validateWith, valuesOf, type FieldErrors, type FormValues } from '../lib/form-values';
import type { Row } from '../stores/table';
import type { FieldDef, MasterFile } from '../types';
import { FormField } from './form-field';

/** Kinds that take the form's whole width. */
const WIDE = new Set<FieldDef['kind']>(['textarea', 'choices', 'rows']);

interface Props {
  file: MasterFile;
  /** The record to edit; none to create one. */
  id?: string;
  onSaved(row: Row): void;
  onCancel(): void;
}

/**
 * Create (POST) and edit (GET by id, then PUT) form of a master file, from its
 * field definitions; validated with the shared zod schema before sending, and
 * showing the server's 400 `fields` the same way.
 */
export function MasterFileForm({ file, id, onSaved, onCancel }: Props) {
  const { t } = useTranslation();
  const record = useRecord(file, id, t('masterFiles.form.loadFailed'));
  const { schema, fields } = formOf(file, id !== undefined);
  const [values, setValues] = useState<FormValues>(() => valuesOf(fields));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const item = t(file.item);
  const title = id ? t('masterFiles.form.editTitle', { item }) : t('masterFiles.form.createTitle', { item });

  useEffect(() => {
    if (record.status === 'loaded') setValues(valuesOf(fields, record.record));
  }, [fields, record]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const base = record.status === 'loaded' ? baseOf(schema, record.record) : {};
    const checked = validateWith(schema, fields, payloadOf(fields, values, base));
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      onSaved(await saveRecord(file, checked.data, id));
    } catch (error) {
      const sent = error instanceof ApiError && error.status === 400 ? serverFieldsOf(error.body) : undefined;
      setErrors(sent ? errorsOf(sent, fields) : { '': messageOf(error, t('masterFiles.form.saveFailed')) });
    } finally {
      setSaving(false);
    }
  }

  const fieldErrors = Object.keys(errors).filter((key) => key !== '');
  return (
    <Card variation="outlined" className="master-form">
      <form onSubmit={submit} noValidate aria-labelledby="master-form-title">
        <Flex direction="column" gap="1rem">
          <Heading level={2} id="master-form-title">
            {title}
          </Heading>
          {record.status === 'loading' && <Loader variation="linear" aria-label={t('masterFiles.table.loading')} />}
          {record.status === 'failed' && (
            <Alert variation="error" role="alert">
              {record.message}
            </Alert>
          )}
          {(errors[''] || fieldErrors.length > 0) && (
            <Alert variation="error" role="alert">
              {errors[''] ?? t('masterFiles.form.fixFields')}
            </Alert>
          )}
          {record.status !== 'loading' && record.status !== 'failed' && (
            <Grid templateColumns={{ base: '1fr', medium: '1fr 1fr' }} gap="1rem">
              {fields.map((field) => (
                <div key={field.name} className={WIDE.has(field.kind) ? 'master-form__wide' : undefined}>
                  <FormField
                    field={field}
                    value={values[field.name] ?? ''}
                    error={errors[field.name]}
                    onChange={(value) => setValues((current) => ({ ...current, [field.name]: value }))}
                  />
                </div>
              ))}
            </Grid>
          )}
          <Flex gap="0.5rem">
            <Button type="submit" variation="primary" isLoading={saving} loadingText={t('masterFiles.form.saving')} isDisabled={record.status === 'loading' || record.status === 'failed'}>
              {t('masterFiles.form.save')}
            </Button>
            <Button type="button" onClick={onCancel}>
              {t('masterFiles.form.cancel')}
            </Button>
          </Flex>
        </Flex>
      </form>
    </Card>
  );
}
