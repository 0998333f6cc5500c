import type { MyCertificate } from '@lm/shared';
import { certificateVerifyPath } from '@lm/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { download } from '../../../lib/download';
import { localMessageOf } from '../../../lib/messages';
import { certificateDownload, claimCertificate } from '../api/claim-certificate';
import '../certificate-i18n';
import '../certificate.css';

/**
 * Once the student has done every lesson: "Get your certificate". The server issues it only when
 * it agrees the course is complete (else its refusal is shown); then the PDF and the public
 * verification page.
 */
export function CertificateClaim({ courseId }: { courseId: string }) {
  const { t } = useTranslation();
  const [certificate, setCertificate] = useState<MyCertificate>();
  const [state, setState] = useState<'idle' | 'claiming' | 'downloading'>('idle');
  const [problem, setProblem] = useState('');

  const claim = async () => {
    setState('claiming');
    setProblem('');
    try {
      setCertificate((await claimCertificate(courseId)).certificate);
    } catch (error) {
      setProblem(localMessageOf(t, error, t('learnCertificate.failed')));
    } finally {
      setState('idle');
    }
  };

  const save = async (number: string) => {
    setState('downloading');
    setProblem('');
    try {
      if (!(await download(null, () => certificateDownload(number)))) setProblem(t('learnCertificate.downloadFailed'));
    } catch (error) {
      setProblem(localMessageOf(t, error, t('learnCertificate.downloadFailed')));
    } finally {
      setState('idle');
    }
  };

  return (
    <section className="ln-certificate" aria-labelledby="ln-certificate-title">
      <h2 id="ln-certificate-title" className="ln-certificate__title">
        {t('learnCertificate.title')}
      </h2>
      {certificate ? (
        <>
          <p>{t('learnCertificate.issued', { number: certificate.number })}</p>
          <button type="button" className="button button--primary" disabled={state !== 'idle'} onClick={() => void save(certificate.number)}>
            {state === 'downloading' ? t('learnCertificate.downloading') : t('learnCertificate.download')}
          </button>{' '}
          <Link to={certificateVerifyPath(certificate.number)}>{t('learnCertificate.verify')}</Link>
        </>
      ) : (
        <>
          <p>{t('learnCertificate.complete')}</p>
          <button type="button" className="button button--primary" disabled={state !== 'idle'} onClick={() => void claim()}>
            {state === 'claiming' ? t('learnCertificate.claiming') : t('learnCertificate.claim')}
          </button>
        </>
      )}
      {problem && (
        <p className="ln-notice" role="alert">
          {problem}
        </p>
      )}
    </section>
  );
}
