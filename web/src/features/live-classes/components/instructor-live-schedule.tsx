import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LoadFailure } from '../../../components/load-failure';
import '../../../components/storefront.css';
import { useTeachingLiveClasses } from '../api/live-classes';
import '../i18n';
import '../live-classes.css';
import { roomHref } from '../../../config/paths';
import { useTitle } from '../utils/when';
import { useBangkokFormat } from '../../../hooks/use-bangkok-format';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import '../../../components/list-table.css';

/** /myaccount/instructor/schedule/live: the instructor's upcoming live classes with the seats taken and a start link (decision 0047). */
export function InstructorLiveSchedule() {
  const { t } = useTranslation();
  useDocumentTitle(t('liveClasses.instructor.title'));
  const classes = useTeachingLiveClasses();
  const format = useBangkokFormat();
  const title = useTitle();
  return (
    <main className="page sf-page" data-page="instructorLiveSchedule">
      <header className="sf-page__header">
        <h1>{t('liveClasses.instructor.title')}</h1>
        <p>{t('liveClasses.instructor.intro')}</p>
      </header>
      {classes.status === 'pending' && (
        <p className="sf-state" role="status">
          {t('liveClasses.instructor.loading')}
        </p>
      )}
      {classes.status === 'error' && <LoadFailure error={classes.error} message={t('liveClasses.instructor.error')} onRetry={() => void classes.refetch()} />}
      {classes.status === 'success' && classes.data.classes.length === 0 && <p>{t('liveClasses.instructor.none')}</p>}
      {classes.status === 'success' && classes.data.classes.length > 0 && (
        <table className="list-table">
          <thead>
            <tr>
              <th scope="col">{t('liveClasses.instructor.when')}</th>
              <th scope="col">{t('liveClasses.instructor.class')}</th>
              <th scope="col">{t('liveClasses.instructor.kind')}</th>
              <th scope="col">{t('liveClasses.instructor.seats')}</th>
              <th scope="col">
                <span className="sf-visually-hidden">{t('liveClasses.instructor.start')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {classes.data.classes.map((row) => (
              <tr key={row.session_id} data-testid="teaching-live-class">
                <td>
                  {format.when(row.starts_at)}–{format.time(row.ends_at)}
                </td>
                <th scope="row" id={`lc-${row.session_id}`}>
                  {title(row)}
                </th>
                <td data-label={t('liveClasses.instructor.kind')}>{t(`liveClasses.instructor.kinds.${row.room_kind}`)}</td>
                <td data-label={t('liveClasses.instructor.seats')}>{t('liveClasses.instructor.seatsOf', { booked: row.booked, capacity: row.capacity })}</td>
                <td>
                  <Link className="button button--primary" to={roomHref(row.session_id)} aria-describedby={`lc-${row.session_id}`}>
                    {t('liveClasses.instructor.start')}
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </main>
  );
}
