import { Alert, Button, Card, Flex, Heading, PasswordField, TextField } from '@aws-amplify/ui-react';
import { registerRequest } from '@lm/shared';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, messageOf } from '../../../lib/api/errors';
import { useStore } from '../../../lib/store';
import { registerStudent } from '../stores/register';
import { sessions } from '../stores/sessions';

type Field = 'username' | 'email' | 'password' | 'firstname' | 'lastname';
type FieldErrors = Partial<Record<Field, string>>;

function firstErrors(fields: Record<string, string[] | undefined>): FieldErrors {
  return Object.fromEntries(Object.entries(fields).flatMap(([name, messages]) => (messages?.[0] ? [[name, messages[0]]] : [])));
}

interface Props {
  onRegistered(): void;
  children?: ReactNode;
}

/**
 * The student registration form. The shared schema checks the fields before
 * sending, so most mistakes show at once; the server's answer (a taken
 * username or e-mail) shows above the form.
 */
export function RegistrationForm({ onRegistered, children }: Props) {
  const { t } = useTranslation();
  const busy = useStore(sessions.student, (state) => state.isFetching);
  const [fields, setFields] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<string>();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setRefusal(undefined);
    const parsed = registerRequest.safeParse(Object.fromEntries(form));
    if (!parsed.success) {
      setFields(firstErrors(parsed.error.flatten().fieldErrors as Record<string, string[]>));
      return;
    }
    setFields({});
    try {
      await registerStudent(parsed.data);
      onRegistered();
    } catch (error) {
      const body = error instanceof ApiError ? (error.body as { fields?: Record<string, string[]> } | undefined) : undefined;
      if (body?.fields) setFields(firstErrors(body.fields));
      setRefusal(messageOf(error, t('register.failed')));
    }
  }

  const field = (name: Field) => ({ name, hasError: !!fields[name], errorMessage: fields[name], isRequired: true });

  return (
    <Card variation="outlined" className="sign-in">
      <form onSubmit={submit} aria-labelledby="registration-title" noValidate>
        <Flex direction="column" gap="1rem">
          <Heading level={1} id="registration-title">
            {t('register.title')}
          </Heading>
          {refusal && (
            <Alert variation="error" heading={t('register.refused')} role="alert" isDismissible onDismiss={() => setRefusal(undefined)}>
              {refusal}
            </Alert>
          )}
          <TextField label={t('register.firstname')} autoComplete="given-name" {...field('firstname')} />
          <TextField label={t('register.lastname')} autoComplete="family-name" {...field('lastname')} />
          <TextField label={t('register.email')} type="email" autoComplete="email" {...field('email')} />
          <TextField label={t('signIn.username')} autoComplete="username" {...field('username')} />
          <PasswordField
            label={t('signIn.password')}
            autoComplete="new-password"
            descriptiveText={t('register.passwordRule')}
            {...field('password')}
          />
          <Button type="submit" variation="primary" isLoading={busy} loadingText={t('register.busy')}>
            {t('register.submit')}
          </Button>
          {children}
        </Flex>
      </form>
    </Card>
  );
}
