import { Heading, Link, Text } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import { SectionLinks } from '../../features/account/components/section-links';
import { ContinueLearning } from '../../features/learn/components/continue-learning';
import { DailyActivity } from '../../features/learn/components/daily-activity';
import { StudentSchedule } from '../../features/schedule/components/student-schedule';
import { useSessionRefresh } from '../../features/account/stores/session-refresh';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { unread } from '../../lib/unread';
import { sessions } from '../../lib/sessions';
import { useStore } from '../../lib/store';
import { useDocumentTitle } from '../../hooks/use-document-title';

const SECTIONS = [
  ['dashboard.profile', '/myaccount/student/profile'],
  ['dashboard.courses', '/myaccount/student/course'],
  ['dashboard.certificates', '/myaccount/student/certificate'],
  ['dashboard.liveClasses', '/myaccount/student/course/live'],
  ['dashboard.privateClasses', '/myaccount/student/course/private'],
  ['dashboard.studyTime', '/myaccount/student/booking'],
  ['dashboard.orders', '/myaccount/student/order'],
  ['dashboard.address', '/myaccount/student/address'],
] as const;

/** The student's area: who is signed in, unread announcements, the lesson last watched, their daily activity, and the sections of the account. */
export default function StudentDashboardPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('dashboard.title'));
  useSessionRefresh();
  const client = useStore(sessions.student, (state) => state.user);
  const instructor = useStore(sessions.instructor, (state) => state.user);
  const count = useStore(unread, (state) => state.count);
  // ../shared/SPEC.md §3 scheduleDate: the schedule shows today in Bangkok unless the address names a day.
  const [search, setSearch] = useSearchParams();
  const name = client?.fullname ?? instructor?.fullname ?? '';
  return (
    <main className="page">
      <Heading level={1}>{t('dashboard.title')}</Heading>
      <Text>{t('dashboard.welcome', { name })}</Text>
      {client && (
        <Text>
          <Link as={RouterLink} to="/announcement">
            {t('dashboard.unread', { count })}
          </Link>
        </Text>
      )}
      {client && <ContinueLearning />}
      {client && <DailyActivity />}
      {client && <StudentSchedule date={search.get('scheduleDate') ?? undefined} onDate={(date) => setSearch({ scheduleDate: date }, { replace: true })} />}
      <SectionLinks label={t('dashboard.title')} sections={SECTIONS} />
    </main>
  );
}
