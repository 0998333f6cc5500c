import { Alert, Button, Card, Flex, Heading } from '@aws-amplify/ui-react';
import { PasswordField } from '../../../components/password-field';
import { newPassword } from '@lm/shared';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { localMessage, localMessageOf } from '../../../lib/messages';
import { resetPassword } from '../api/password';
import { useDocumentTitle } from '../../../hooks/use-document-title';

const passwordRule = newPassword();

/** Chooses a new password with the token of an e-mailed link; a spent or expired link shows the server's message. */
export function ResetPasswordForm({ token, children }: { token: string; children?: ReactNode }) {
  const { t } = useTranslation();
  useDocumentTitle(t('password.resetTitle'));
  const [busy, setBusy] = useState(false);
  const [fieldError, setFieldError] = useState<string>();
  const [done, setDone] = useState<string>();
  const [failure, setFailure] = useState<string>();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(undefined);
    const form = new FormData(event.currentTarget);
    const password = String(form.get('password') ?? '');
    const parsed = passwordRule.safeParse(password);
    if (!parsed.success) {
      const problem = parsed.error.issues[0]?.message;
      setFieldError(problem && localMessage(t, problem));
      return;
    }
    if (password !== String(form.get('confirm') ?? '')) {
      setFieldError(t('password.mismatch'));
      return;
    }
    setFieldError(undefined);
    setBusy(true);
    try {
      setDone(localMessage(t, (await resetPassword(token, password)).message));
    } catch (error) {
      setFailure(localMessageOf(t, error, t('password.failed')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card variation="outlined" className="sign-in">
      <form onSubmit={submit} aria-labelledby="reset-title" noValidate>
        <Flex direction="column" gap="1rem">
          <Heading level={1} id="reset-title">
            {t('password.resetTitle')}
          </Heading>
          {done ? (
            <Alert variation="success" role="status">
              {done}
            </Alert>
          ) : (
            <>
              {failure && (
                <Alert variation="error" role="alert">
                  {failure}
                </Alert>
              )}
              <PasswordField
                label={t('password.new')}
                name="password"
                autoComplete="new-password"
                descriptiveText={t('register.passwordRule')}
                isRequired
                hasError={!!fieldError}
                errorMessage={fieldError}
              />
              <PasswordField label={t('password.confirm')} name="confirm" autoComplete="new-password" isRequired />
              <Button type="submit" variation="primary" isLoading={busy} loadingText={t('password.saving')}>
                {t('password.save')}
              </Button>
            </>
          )}
          {children}
        </Flex>
      </form>
    </Card>
  );
}
