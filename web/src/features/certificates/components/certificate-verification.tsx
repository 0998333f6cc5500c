import { certificateVerifyPath } from '@lm/shared';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../../components/load-failure';
import '../../../components/storefront.css';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { ApiError } from '../../../lib/api/errors';
import { useCertificateVerification } from '../api/verify-certificate';
import '../certificates.css';
import '../i18n';
import { certificateDate } from './dates';

/** The page's own address as a QR code (an SVG image), so a printed certificate's code and this page's agree. */
function useQrImage(url: string): string {
  const [image, setImage] = useState('');
  useEffect(() => {
    let current = true;
    void QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }).then((svg) => {
      if (current) setImage(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    });
    return () => {
      current = false;
    };
  }, [url]);
  return image;
}

/**
 * /certificate/{number}: the public verification of a certificate, as its QR code opens it: the
 * number, who it was awarded to, the course, the instructor and the day, and the QR code of this
 * page. Nothing private is shown (the API answers nothing private).
 */
export function CertificateVerification({ number }: { number: string }) {
  const { t, i18n } = useTranslation();
  const shown = number.trim().toUpperCase();
  const verification = useCertificateVerification(shown);
  const url = `${window.location.origin}${certificateVerifyPath(shown)}`;
  const qr = useQrImage(url);
  useDocumentTitle(`${t('certificates.verify.title')} ${shown}`);
  const unknown = verification.status === 'error' && verification.error instanceof ApiError && (verification.error.status === 404 || verification.error.status === 400);

  return (
    <main className="page sf-page ct-page" data-page="certificateVerification">
      <h1>{t('certificates.verify.title')}</h1>
      <p>
        {t('certificates.verify.number')}: <span className="ct-number">{shown}</span>
      </p>
      {verification.status === 'pending' && (
        <p className="sf-state" role="status">
          {t('certificates.verify.loading')}
        </p>
      )}
      {unknown && (
        <p className="ct-invalid" role="alert">
          {t('certificates.verify.notFound', { number: shown })}
        </p>
      )}
      {verification.status === 'error' && !unknown && <LoadFailure error={verification.error} message={t('certificates.verify.error')} onRetry={() => void verification.refetch()} />}
      {verification.status === 'success' && (
        <div className="ct-verified">
          <p className="ct-valid" role="status">
            <span aria-hidden="true">✓ </span>
            {t('certificates.verify.valid')}
          </p>
          <dl className="ct-facts">
            <dt>{t('certificates.verify.student')}</dt>
            <dd>{verification.data.student_name}</dd>
            <dt>{t('certificates.verify.course')}</dt>
            <dd>{verification.data.course_title}</dd>
            {verification.data.instructor && (
              <>
                <dt>{t('certificates.verify.instructor')}</dt>
                <dd>{verification.data.instructor}</dd>
              </>
            )}
            <dt>{t('certificates.verify.completed')}</dt>
            <dd>{certificateDate(verification.data.completed_at, i18n.language)}</dd>
          </dl>
          {qr && (
            <figure className="ct-qr">
              <img src={qr} alt={t('certificates.verify.qr')} width={160} height={160} />
              <figcaption>{t('certificates.verify.scan', { url })}</figcaption>
            </figure>
          )}
        </div>
      )}
    </main>
  );
}
