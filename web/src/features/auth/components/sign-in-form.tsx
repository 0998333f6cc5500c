import { Alert, Button, Card, Flex, Heading, PasswordField, TextField } from '@aws-amplify/ui-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TokenKind } from '../../../lib/api/client';
import { useStore } from '../../../lib/store';
import { refusalOf, signIn, type Refusal } from '../stores/actions';
import { sessions } from '../stores/sessions';

interface Props {
  kind: TokenKind;
  title: string;
  /** Where to go once signed in. */
  onSignedIn(roleId: number): void;
  children?: ReactNode;
}

/** The sign-in form of one area; refusals show SPEC §8's title and message for their time. */
export function SignInForm({ kind, title, onSignedIn, children }: Props) {
  const { t } = useTranslation();
  const busy = useStore(sessions[kind], (state) => state.isFetching);
  const [refusal, setRefusal] = useState<Refusal>();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setRefusal(undefined);
    try {
      const user = await signIn(kind, String(form.get('username') ?? ''), String(form.get('password') ?? ''));
      onSignedIn(user.role_id);
    } catch (error) {
      const next = refusalOf(kind, error);
      setRefusal(next);
      setTimeout(() => setRefusal((current) => (current === next ? undefined : current)), next.durationMs);
    }
  }

  return (
    <Card variation="outlined" className="sign-in">
      <form onSubmit={submit} aria-labelledby="sign-in-title">
        <Flex direction="column" gap="1rem">
          <Heading level={1} id="sign-in-title">
            {title}
          </Heading>
          {refusal && (
            <Alert variation="error" heading={refusal.title} role="alert" isDismissible onDismiss={() => setRefusal(undefined)}>
              {refusal.message}
            </Alert>
          )}
          <TextField label={t('signIn.username')} name="username" autoComplete="username" isRequired />
          <PasswordField label={t('signIn.password')} name="password" autoComplete="current-password" isRequired />
          <Button type="submit" variation="primary" isLoading={busy} loadingText={t('signIn.busy')}>
            {t('signIn.submit')}
          </Button>
          {children}
        </Flex>
      </form>
    </Card>
  );
}
