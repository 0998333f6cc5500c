import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../../components/load-failure';
import '../../../components/storefront.css';
import { ApiError } from '../../../lib/api/errors';
import { localMessageOf } from '../../../lib/messages';
import { useCancelTaughtClass, usePrivateStudent } from '../api/private-student';
import '../i18n';
import '../private-classes.css';
import { useBangkokFormat } from '../../../hooks/use-bangkok-format';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import '../../../components/list-table.css';

/** /private/students/{id}: the instructor's view of one student's private classes with them (decision 0048). */
export function PrivateStudent({ id }: { id: string }) {
  const { t } = useTranslation();
  const format = useBangkokFormat();
  const student = usePrivateStudent(id);
  const cancel = useCancelTaughtClass();
  const [notice, setNotice] = useState<{ kind: 'done' | 'failed'; message: string }>();
  const notFound = student.status === 'error' && student.error instanceof ApiError && student.error.status === 404;
  useDocumentTitle(student.status === 'success' ? t('privateClasses.student.title', { name: student.data.name }) : undefined);
  return (
    <main className="page sf-page pc-page" data-page="privateStudent">
      {student.status === 'pending' && (
        <p className="sf-state" role="status">
          {t('privateClasses.student.loading')}
        </p>
      )}
      {notFound && <p className="sf-state">{t('privateClasses.student.notFound')}</p>}
      {student.status === 'error' && !notFound && <LoadFailure error={student.error} message={t('privateClasses.student.error')} onRetry={() => void student.refetch()} />}
      {student.status === 'success' && (
        <>
          <header className="sf-page__header">
            <h1>{t('privateClasses.student.title', { name: student.data.name })}</h1>
          </header>
          {notice && <p role={notice.kind === 'done' ? 'status' : 'alert'}>{notice.message}</p>}
          <table className="list-table">
            <thead>
              <tr>
                <th scope="col">{t('privateClasses.student.when')}</th>
                <th scope="col">{t('privateClasses.student.instructor')}</th>
                <th scope="col">{t('privateClasses.student.status')}</th>
                <th scope="col" />
              </tr>
            </thead>
            <tbody>
              {student.data.rows.map((row) => (
                <tr key={row.id}>
                  <td>
                    {format.when(row.starts_at)}–{format.time(row.ends_at)}
                  </td>
                  <td data-label={t('privateClasses.student.instructor')}>{row.instructor_name}</td>
                  <td data-label={t('privateClasses.student.status')}>{t(`privateClasses.student.statuses.${row.status === 'scheduled' && row.past ? 'past' : row.status}`)}</td>
                  <td>
                    {row.status === 'scheduled' && Date.parse(row.starts_at) > Date.now() && (
                      <button
                        type="button"
                        className="button"
                        onClick={() =>
                          void cancel(row.id).then(
                            () => setNotice({ kind: 'done', message: t('privateClasses.student.cancelled') }),
                            (error: unknown) => setNotice({ kind: 'failed', message: localMessageOf(t, error, t('privateClasses.student.failed')) }),
                          )
                        }
                      >
                        {t('privateClasses.student.cancel')}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </main>
  );
}
