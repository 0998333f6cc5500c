import { Alert, Button, Card, Flex, Heading, PasswordField, SelectField, TextField } from '@aws-amplify/ui-react';
import { GENDERS, latestBirthday, REGISTER_FIELDS, registerRequest, type RegisterField, type RegisterFieldsConfig } from '@lm/shared';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, messageOf } from '../../../lib/api/errors';
import { useStore } from '../../../lib/store';
import { useSiteSettings } from '../../../hooks/use-site-settings';
import { registerStudent } from '../stores/register';
import { sessions } from '../../../lib/sessions';

type Field = 'username' | 'email' | 'password' | 'firstname' | 'lastname' | RegisterField;
type FieldErrors = Partial<Record<Field, string>>;

function firstErrors(fields: Record<string, string[] | undefined>): FieldErrors {
  return Object.fromEntries(Object.entries(fields).flatMap(([name, messages]) => (messages?.[0] ? [[name, messages[0]]] : [])));
}

const isExtra = (name: string): name is RegisterField => (REGISTER_FIELDS as readonly string[]).includes(name);

/** The fields the site asks besides the fixed ones (the registerFields settings), required ones left empty. */
function missingRequired(config: RegisterFieldsConfig, form: Record<string, FormDataEntryValue>): FieldErrors {
  const missing = REGISTER_FIELDS.filter((name) => config[name] === 'required' && String(form[name] ?? '').trim() === '');
  return Object.fromEntries(missing.map((name) => [name, `${name} is required.`]));
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
  const config = useSiteSettings().registerFields;
  const asked = REGISTER_FIELDS.filter((name) => config[name] !== 'off');
  const labelOf = (name: RegisterField) => t(config[name] === 'required' ? 'register.required' : 'register.optional', { label: t(`register.fields.${name}`) });

  /**
   * The optional fields' messages in the visitor's language: one left empty, or one the
   * schema or the server refused; the fixed fields keep the shared schema's words.
   */
  const shown = (errors: FieldErrors): FieldErrors =>
    Object.fromEntries(
      Object.entries(errors).map(([name, message]) =>
        isExtra(name) ? [name, message?.endsWith('is required.') ? t('register.errors.required', { label: t(`register.fields.${name}`) }) : t(`register.errors.${name}`)] : [name, message],
      ),
    );

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = Object.fromEntries(new FormData(event.currentTarget));
    setRefusal(undefined);
    const parsed = registerRequest.safeParse(form);
    const missing = missingRequired(config, form);
    if (!parsed.success || Object.keys(missing).length) {
      setFields(shown({ ...missing, ...(parsed.success ? {} : firstErrors(parsed.error.flatten().fieldErrors as Record<string, string[]>)) }));
      return;
    }
    setFields({});
    try {
      await registerStudent(parsed.data);
      onRegistered();
    } catch (error) {
      const body = error instanceof ApiError ? (error.body as { fields?: Record<string, string[]> } | undefined) : undefined;
      if (body?.fields) setFields(shown(firstErrors(body.fields)));
      setRefusal(messageOf(error, t('register.failed')));
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
