import { Alert, Button, Card, Flex, Heading, SelectField, TextField } from '@aws-amplify/ui-react';
import { PasswordField } from '../../../components/password-field';
import { GENDERS, latestBirthday, message, REGISTER_FIELD_LABELS, REGISTER_FIELDS, registerRequest, type RegisterField, type RegisterFieldsConfig } from '@lm/shared';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api/errors';
import { localFields, localMessageOf } from '../../../lib/messages';
import { useStore } from '../../../lib/store';
import { useSiteSettings } from '../../../hooks/use-site-settings';
import { registerStudent } from '../stores/register';
import { sessions } from '../../../lib/sessions';
import { useDocumentTitle } from '../../../hooks/use-document-title';

type Field = 'username' | 'email' | 'password' | 'firstname' | 'lastname' | RegisterField;
type FieldErrors = Partial<Record<Field, string>>;

function firstErrors(fields: Record<string, string[] | undefined>): FieldErrors {
  return Object.fromEntries(Object.entries(fields).flatMap(([name, messages]) => (messages?.[0] ? [[name, messages[0]]] : [])));
}

/**
 * The fields the site asks besides the fixed ones (the registerFields settings), required ones left
 * empty, with the server's message for them.
 */
function missingRequired(config: RegisterFieldsConfig, form: Record<string, FormDataEntryValue>): FieldErrors {
  const missing = REGISTER_FIELDS.filter((name) => config[name] === 'required' && String(form[name] ?? '').trim() === '');
  return Object.fromEntries(missing.map((name) => [name, message('required', { label: REGISTER_FIELD_LABELS[name] })]));
}

interface Props {
  onRegistered(): void;
  children?: ReactNode;
}

/**
 * The student registration form. The shared schema checks the fields before
 * sending, so most mistakes show at once; the server's answer (a taken
 * username or e-mail) shows above the form. Every message is in the visitor's
 * language (decision 0027).
 */
export function RegistrationForm({ onRegistered, children }: Props) {
  const { t } = useTranslation();
  useDocumentTitle(t('register.title'));
  const busy = useStore(sessions.student, (state) => state.isFetching);
  const [fields, setFields] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<string>();
  const config = useSiteSettings().registerFields;
  const asked = REGISTER_FIELDS.filter((name) => config[name] !== 'off');
  const labelOf = (name: RegisterField) => t(config[name] === 'required' ? 'register.required' : 'register.optional', { label: t(`register.fields.${name}`) });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = Object.fromEntries(new FormData(event.currentTarget));
    setRefusal(undefined);
    const parsed = registerRequest.safeParse(form);
    const missing = missingRequired(config, form);
    if (!parsed.success || Object.keys(missing).length) {
      setFields(localFields(t, { ...missing, ...(parsed.success ? {} : firstErrors(parsed.error.flatten().fieldErrors as Record<string, string[]>)) }));
      return;
    }
    setFields({});
    try {
      await registerStudent(parsed.data);
      onRegistered();
    } catch (error) {
      const body = error instanceof ApiError ? (error.body as { fields?: Record<string, string[]> } | undefined) : undefined;
      if (body?.fields) setFields(localFields(t, firstErrors(body.fields)));
      setRefusal(localMessageOf(t, error, t('register.failed')));
    }
  }

  const field = (name: Field) => ({ name, hasError: !!fields[name], errorMessage: fields[name], isRequired: true });
  const extra = (name: RegisterField) => ({ name, label: labelOf(name), hasError: !!fields[name], errorMessage: fields[name], isRequired: config[name] === 'required' });

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
          {asked.map((name) => {
            if (name === 'gender') {
              return (
                <SelectField key={name} placeholder={t('register.chooseGender')} {...extra(name)}>
                  {GENDERS.map((gender) => (
                    <option key={gender} value={gender}>
                      {t(`register.genders.${gender}`)}
                    </option>
                  ))}
                </SelectField>
              );
            }
            if (name === 'birthday') return <TextField key={name} type="date" autoComplete="bday" max={latestBirthday()} {...extra(name)} />;
            if (name === 'phone') return <TextField key={name} type="tel" autoComplete="tel" {...extra(name)} />;
            return <TextField key={name} maxLength={name === 'lineId' ? 50 : 200} {...extra(name)} />;
          })}
          <Button type="submit" variation="primary" isLoading={busy} loadingText={t('register.busy')}>
            {t('register.submit')}
          </Button>
          {children}
        </Flex>
      </form>
    </Card>
  );
}
