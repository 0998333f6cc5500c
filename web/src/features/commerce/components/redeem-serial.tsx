import { redeemSerialInput } from '@lm/shared';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { localMessage, localMessageOf } from '../../../lib/messages';
import { useRedeemSerial } from '../api/redeem-serial';
import { formatDate } from '../utils/format';

/**
 * A serial number to use (decision 0061), as printed in a book: checked as the API checks it, then
 * its course joins the list above, or the refusal says why, in the student's language.
 */
export function RedeemSerial() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const redeem = useRedeemSerial();
  const [problem, setProblem] = useState<string>();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const checked = redeemSerialInput.safeParse({ code: String(new FormData(form).get('code') ?? '') });
    if (!checked.success) return setProblem(localMessage(t, checked.error.issues[0]?.message ?? ''));
    setProblem(undefined);
    redeem.mutate(checked.data.code, {
      onSuccess: () => form.reset(),
      onError: (error) => setProblem(localMessageOf(t, error, t('commerce.serial.failed'))),
    });
  };

  return (
    <form className="cm-coupon cm-serial" onSubmit={submit} noValidate>
      <label htmlFor={`${id}-code`} className="cm-coupon__label">
        {t('commerce.serial.label')}
      </label>
      <p id={`${id}-hint`} className="cm-serial__hint">
        {t('commerce.serial.hint')}
      </p>
      <div className="cm-coupon__row">
        <input
          id={`${id}-code`}
          name="code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="XXXX-XXXX-XXXX"
          aria-invalid={!!problem}
          aria-describedby={problem ? `${id}-hint ${id}-problem` : `${id}-hint`}
        />
        <button type="submit" className="button" disabled={redeem.isPending}>
          {t(redeem.isPending ? 'commerce.serial.using' : 'commerce.serial.use')}
        </button>
      </div>
      {problem && (
        <p id={`${id}-problem`} className="cm-coupon__refused" role="alert">
          {problem}
        </p>
      )}
      {!problem && redeem.isSuccess && (
        <p className="cm-coupon__applied" role="status">
          {t('commerce.serial.done', { title: redeem.data.title, date: formatDate(redeem.data.access_until, i18n.language) })}
        </p>
      )}
    </form>
  );
}
