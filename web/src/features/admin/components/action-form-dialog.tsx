import { Alert, Button, Flex, Heading } from '@aws-amplify/ui-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useModalDialog } from '../../../components/modal';
import { FieldInputs, formMessage, labelsOf } from '../form/field-inputs';
import { payloadOf, validateWith, valuesOf, type FieldErrors, type FormValues } from '../form/values';
import type { FormDef } from '../types';

interface Props {
  /** The step's words: the dialog's title and its submit button. */
  title: string;
  form: FormDef;
  cancelLabel: string;
  busy?: boolean;
  /** Why the step failed, as the server said it. */
  failure?: string;
  onSubmit(input: Record<string, unknown>): void;
  onCancel(): void;
}

/** What a step of the record view needs (a tracking number), asked in a dialog and checked with the step's shared schema before it is sent. */
export function ActionFormDialog({ title, form, cancelLabel, busy, failure, onSubmit, onCancel }: Props) {
  const { t } = useTranslation();
  const { ref, titleId } = useModalDialog();
  const [values, setValues] = useState<FormValues>(() => valuesOf(form.fields));
  const [errors, setErrors] = useState<FieldErrors>({});

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = validateWith(form.schema, form.fields, payloadOf(form.fields, values));
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    onSubmit(checked.data);
  }

  const message = errors[''] ?? failure;
  return (
    <dialog
      ref={ref}
      className="modal"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <form onSubmit={submit} noValidate>
        <Flex direction="column" gap="1rem">
          <Heading level={2} id={titleId} className="modal__title">
            {title}
          </Heading>
          {message && (
            <Alert variation="error" role="alert">
              {formMessage(t, message, labelsOf(t, form.fields))}
            </Alert>
          )}
          <FieldInputs fields={form.fields} values={values} errors={errors} onChange={(name, value) => setValues((current) => ({ ...current, [name]: value }))} />
          <Flex justifyContent="flex-end" gap="0.5rem">
            <Button type="button" onClick={onCancel}>
              {cancelLabel}
            </Button>
            <Button type="submit" variation="primary" isLoading={busy}>
              {title}
            </Button>
          </Flex>
        </Flex>
      </form>
    </dialog>
  );
}
