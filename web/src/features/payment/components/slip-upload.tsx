import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { localMessageOf } from '../../../lib/messages';
import { SLIP_STEPS, SlipRefusedError, useSendSlip } from '../api/submit-slip';
import { SlipUploadError } from '../api/upload-slip';
import { checkSlipFile, fileSizeText, MAX_SLIP_MB, SLIP_ACCEPT, type SlipProblem } from '../utils/slip';

/**
 * The transfer's slip: a file checked here first (type and size, as storage's policy will), then
 * sent in three steps shown as they run: the upload form, the file straight to storage, the
 * hand-in. The order the server answers replaces this form with the slip's state.
 */
export function SlipUpload({ orderId, again }: { orderId: string; again: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const send = useSendSlip(orderId);
  const [file, setFile] = useState<File>();
  const [problem, setProblem] = useState<SlipProblem>();
  const busy = send.isPending;

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    send.reset();
    const checked = checkSlipFile(chosen);
    setProblem('problem' in checked && chosen ? checked.problem : undefined);
    setFile('problem' in checked ? undefined : chosen);
    // A refused file is not kept in the input, so choosing it again is noticed.
    if ('problem' in checked) event.target.value = '';
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const checked = checkSlipFile(file);
    if ('problem' in checked) return setProblem(checked.problem);
    setProblem(undefined);
    send.mutate({ file: file as File, contentType: checked.contentType });
  }

  const failure = send.error
    ? send.error instanceof SlipRefusedError
      ? t('payment.slip.refused')
      : send.error instanceof SlipUploadError
        ? t('payment.slip.uploadFailed')
        : localMessageOf(t, send.error, t('payment.slip.failed'))
    : undefined;
  const step = send.progress ? SLIP_STEPS.indexOf(send.progress) + 1 : 0;
  const described = [`${id}-hint`, problem ? `${id}-problem` : ''].join(' ').trim();

  return (
    <form className="pm-slip" onSubmit={submit} noValidate aria-busy={busy} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="pm-slip__title">
        {again ? t('payment.slip.again') : t('payment.slip.title')}
      </h3>
      {!again && <p>{t('payment.slip.intro')}</p>}
      <div className="pm-field">
        <label htmlFor={`${id}-file`}>{t('payment.slip.file')}</label>
        <input
          id={`${id}-file`}
          className="pm-slip__file"
          type="file"
          accept={SLIP_ACCEPT}
          aria-invalid={problem ? true : undefined}
          aria-describedby={described}
          disabled={busy}
          onChange={choose}
        />
        <p id={`${id}-hint`} className="pm-field__hint">
          {t('payment.slip.hint', { max: MAX_SLIP_MB })}
        </p>
        {problem && (
          <p id={`${id}-problem`} className="pm-field__error" role="alert">
            {t(`payment.slip.problems.${problem}`, { max: MAX_SLIP_MB })}
          </p>
        )}
        {file && !problem && <p className="pm-slip__chosen">{t('payment.slip.chosen', { name: file.name, size: fileSizeText(file.size) })}</p>}
      </div>
      {send.progress && (
        <div className="pm-slip__progress" role="status">
          <progress max={SLIP_STEPS.length} value={step} aria-label={t('payment.slip.progressLabel')} />
          <p>{t(`payment.slip.progress.${send.progress}`)}</p>
        </div>
      )}
      {failure && (
        <div className="pm-alert" role="alert">
          <p>{failure}</p>
        </div>
      )}
      <button type="submit" className="button button--primary pm-pay" disabled={busy}>
        {busy ? t('payment.slip.sending') : again ? t('payment.slip.again') : t('payment.slip.send')}
      </button>
    </form>
  );
}
