import { Alert, Button, Card, Flex, Heading, Text, TextField } from '@aws-amplify/ui-react';
import { forgotPasswordRequest } from '@lm/shared';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { localMessage, localMessageOf } from '../../../lib/messages';
import { forgotPassword } from '../api/password';
import { useDocumentTitle } from '../../../hooks/use-document-title';

/** Asks for a reset link; the server's answer never tells whether the address is registered. */
export function ForgotPasswordForm({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  useDocumentTitle(t('password.forgotTitle'));
  const [busy, setBusy] = useState(false);
  const [fieldError, setFieldError] = useState<string>();
  const [sent, setSent] = useState<string>();
  const [failure, setFailure] = useState<string>();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(undefined);
    const parsed = forgotPasswordRequest.safeParse(Object.fromEntries(new FormData(event.currentTarget)));
    if (!parsed.success) {
      const problem = parsed.error.issues[0]?.message;
      setFieldError(problem && localMessage(t, problem));
      return;
    }
    setFieldError(undefined);
    setBusy(true);
    try {
      setSent(localMessage(t, (await forgotPassword(parsed.data.email)).message));
    } catch (error) {
      setFailure(localMessageOf(t, error, t('password.failed')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card variation="outlined" className="sign-in">
      <form onSubmit={submit} aria-labelledby="forgot-title" noValidate>
        <Flex direction="column" gap="1rem">
          <Heading level={1} id="forgot-title">
            {t('password.forgotTitle')}
          </Heading>
          {sent ? (
            <Alert variation="success" role="status">
              {sent}
            </Alert>
          ) : (
            <>
              <Text>{t('password.forgotIntro')}</Text>
              {failure && (
                <Alert variation="error" role="alert">
                  {failure}
                </Alert>
              )}
              <TextField label={t('register.email')} name="email" type="email" autoComplete="email" isRequired hasError={!!fieldError} errorMessage={fieldError} />
              <Button type="submit" variation="primary" isLoading={busy} loadingText={t('password.sending')}>
                {t('password.send')}
              </Button>
            </>
          )}
          {children}
        </Flex>
      </form>
    </Card>
  );
}
