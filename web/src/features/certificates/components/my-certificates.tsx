import { certificateVerifyPath } from '@lm/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LoadFailure } from '../../../components/load-failure';
import '../../../components/storefront.css';
import { paths } from '../../../config/paths';
import { download } from '../../../lib/download';
import { localMessageOf } from '../../../lib/messages';
import { downloadMyCertificate } from '../api/download-my-certificate';
import { useMyCertificates } from '../api/list-my-certificates';
import '../certificates.css';
import '../i18n';
import { certificateDate } from './dates';
import { useDocumentTitle } from '../../../hooks/use-document-title';

/** /myaccount/student/certificate: the student's certificates, each with its PDF and its verification page. */
export function MyCertificates() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('certificates.mine.title'));
  const certificates = useMyCertificates();
  const [busy, setBusy] = useState('');
  const [problem, setProblem] = useState('');

  const save = async (number: string) => {
    setBusy(number);
    setProblem('');
    try {
      if (!(await download(null, () => downloadMyCertificate(number)))) setProblem(t('certificates.mine.downloadFailed'));
    } catch (error) {
      setProblem(localMessageOf(t, error, t('certificates.mine.downloadFailed')));
    } finally {
      setBusy('');
    }
  };

  return (
    <main className="page sf-page ct-page" data-page="studentCertificates">
      <h1>{t('certificates.mine.title')}</h1>
      <p>{t('certificates.mine.intro')}</p>
      {certificates.status === 'pending' && (
        <p className="sf-state" role="status">
          {t('certificates.mine.loading')}
        </p>
      )}
      {certificates.status === 'error' && <LoadFailure error={certificates.error} message={t('certificates.mine.error')} onRetry={() => void certificates.refetch()} />}
      {certificates.status === 'success' && certificates.data.length === 0 && (
        <div className="sf-state">
          <p>{t('certificates.mine.empty')}</p>
          <Link className="button button--primary" to={paths.studentCourses}>
            {t('certificates.mine.browse')}
          </Link>
        </div>
      )}
      {certificates.status === 'success' && certificates.data.length > 0 && (
        <ul className="ct-list">
          {certificates.data.map((certificate) => (
            <li key={certificate.number} className="ct-item">
              <h2 className="ct-item__course">{certificate.course_title}</h2>
              <p>
                {t('certificates.mine.number')}: <span className="ct-number">{certificate.number}</span>
              </p>
              <p>{t('certificates.mine.completed', { date: certificateDate(certificate.completed_at, i18n.language) })}</p>
              <p className="ct-item__actions">
                <button
                  type="button"
                  className="button button--primary"
                  disabled={busy !== ''}
                  aria-label={t('certificates.mine.downloadNamed', { course: certificate.course_title })}
                  onClick={() => void save(certificate.number)}
                >
                  {busy === certificate.number ? t('certificates.mine.downloading') : t('certificates.mine.download')}
                </button>
                <Link to={certificateVerifyPath(certificate.number)}>{t('certificates.mine.verify')}</Link>
              </p>
            </li>
          ))}
        </ul>
      )}
      {problem && (
        <p className="sf-state" role="alert">
          {problem}
        </p>
      )}
    </main>
  );
}
