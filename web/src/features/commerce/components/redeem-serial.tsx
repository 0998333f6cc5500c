import { redeemSerialInput } from '@lm/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localMessage, localMessageOf } from '../../../lib/messages';
import { useRedeemSerial } from '../api/redeem-serial';
import { formatDate } from '../utils/format';
import { CodeForm } from './code-form';

/**
 * A serial number to use (decision 0061), as printed in a book: checked as the API checks it, then
 * its course joins the list above, or the refusal says why, in the student's language.
 */
export function RedeemSerial() {
  const { t, i18n } = useTranslation();
  const redeem = useRedeemSerial();
  const [problem, setProblem] = useState<string>();

  const use = (code: string, form: HTMLFormElement) => {
    const checked = redeemSerialInput.safeParse({ code });
    if (!checked.success) return setProblem(localMessage(t, checked.error.issues[0]?.message ?? ''));
    setProblem(undefined);
    redeem.mutate(checked.data.code, {
      onSuccess: () => form.reset(),
      onError: (error) => setProblem(localMessageOf(t, error, t('commerce.serial.failed'))),
    });
  };

  return (
    <CodeForm
      className="cm-serial"
      label={t('commerce.serial.label')}
      hint={t('commerce.serial.hint')}
      placeholder="XXXX-XXXX-XXXX"
      submitLabel={t(redeem.isPending ? 'commerce.serial.using' : 'commerce.serial.use')}
      busy={redeem.isPending}
      problem={problem}
      done={redeem.isSuccess && t('commerce.serial.done', { title: redeem.data.title, date: formatDate(redeem.data.access_until, i18n.language) })}
      onCode={use}
    />
  );
}
