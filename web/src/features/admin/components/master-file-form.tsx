import { Alert, Button, Card, Flex, Heading, Loader } from '@aws-amplify/ui-react';
import { Suspense, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api/errors';
import { notify } from '../../../lib/notifications';
import { saveRecord, useRecord } from '../api/master-file-api';
import { FieldInputs, formMessage, labelsOf } from '../form/field-inputs';
import { noticeOfSave } from '../form/save-outcome';
import { baseOf, effectiveFields, errorsOf, payloadOf, serverFieldsOf, validateWith, valuesOf, type FieldErrors, type FormValues } from '../form/values';
import { formOf } from '../master-files/define';
import type { Row } from '../stores/table';
import type { MasterFile } from '../types';
import { localMessageOf } from '../../../lib/messages';

interface Props {
  file: MasterFile;
  /** The record to edit; none to create one. */
  id?: string;
  onSaved(row: Row): void;
  onCancel(): void;
}

/**
 * Create (POST) and edit (GET by id, then PUT) form of a master file, from its
 * registry entry; validated with the shared zod schema before sending, and
 * showing the server's 400 `fields` the same way, in the form's own words.
 * A saved record's `panel` (a video's upload, a course's curriculum) is drawn under it; what the
 * panel saved of the record goes back with the form's save.
 */
export function MasterFileForm({ file, id, onSaved, onCancel }: Props) {
  const { t } = useTranslation();
  const record = useRecord(file, id, t('masterFiles.form.loadFailed'));
  const { schema, fields, check = schema } = formOf(file, id !== undefined);
  const [values, setValues] = useState<FormValues>(() => valuesOf(fields));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  /** What the panel saved of the record since it loaded. */
  const [panelSaved, setPanelSaved] = useState<Partial<Row>>({});
  const item = t(file.item);
  const title = id ? t('masterFiles.form.editTitle', { item }) : t('masterFiles.form.createTitle', { item });
  const loaded = record.status === 'loaded' ? record.record : undefined;
  const base = loaded ? baseOf(schema, { ...loaded, ...panelSaved }) : {};

  useEffect(() => {
    if (loaded) setValues(valuesOf(fields, loaded));
  }, [fields, loaded]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = validateWith(check, fields, payloadOf(fields, values, base));
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const saved = await saveRecord(file, checked.data, id);
      notify(noticeOfSave({ kind: 'saved', message: t('masterFiles.form.saved', { item, name: file.rowLabel(saved) }) })!);
      onSaved(saved);
    } catch (error) {
      const sent = error instanceof ApiError && error.status === 400 ? serverFieldsOf(error.body) : undefined;
      setErrors(sent ? errorsOf(sent, fields) : { '': localMessageOf(t, error, t('masterFiles.form.saveFailed')) });
    } finally {
      setSaving(false);
    }
  }

  const fieldErrors = Object.keys(errors).filter((key) => key !== '');
  const Preview = file.preview;
  const Panel = file.panel;
  const previewed = Preview ? validateWith(check, fields, payloadOf(fields, values, base)) : undefined;
  return (
    <>
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
                {errors[''] ? formMessage(t, errors[''], labelsOf(t, fields)) : t('masterFiles.form.fixFields')}
              </Alert>
            )}
            {record.status !== 'loading' && record.status !== 'failed' && (
              <FieldInputs fields={effectiveFields(fields, values)} values={values} errors={errors} onChange={(name, value) => setValues((current) => ({ ...current, [name]: value }))} />
            )}
            {Preview && record.status !== 'loading' && record.status !== 'failed' && (
              <Suspense fallback={null}>
                <Preview input={previewed && 'data' in previewed ? previewed.data : undefined} />
              </Suspense>
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
      {Panel && loaded && (
        <Suspense fallback={<Loader variation="linear" aria-label={t('masterFiles.table.loading')} />}>
          <Panel record={loaded} onSaved={(changed) => setPanelSaved((current) => ({ ...current, ...changed }))} />
        </Suspense>
      )}
    </>
  );
}
