import { Heading, Text } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { SectionLinks } from '../../features/account/components/section-links';
import { TodaySessions } from '../../features/schedule/components/today-sessions';
import { sessions } from '../../lib/sessions';
import { useStore } from '../../lib/store';
import { useDocumentTitle } from '../../hooks/use-document-title';

const SECTIONS = [
  ['instructor.courses', paths.instructorCourses],
  ['instructor.videos', paths.instructorVideos],
  ['instructor.homework', paths.instructorHomework],
  ['instructor.income', '/myaccount/instructor/income'],
  ['instructor.schedule', '/myaccount/instructor/schedule'],
  ['instructor.liveSchedule', '/myaccount/instructor/schedule/live'],
  ['instructor.teachingTime', '/myaccount/instructor/manageteachingtime'],
  ['instructor.history', '/insrutorhistory'],
  ['instructor.profile', '/myaccount/instructor/profile'],
] as const;

export default function InstructorHomePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('instructor.title'));
  const user = useStore(sessions.instructor, (state) => state.user);
  return (
    <main className="page">
      <Heading level={1}>{t('instructor.title')}</Heading>
      <Text>{t('instructor.welcome', { name: user?.fullname ?? '' })}</Text>
      <TodaySessions />
      <SectionLinks label={t('instructor.title')} sections={SECTIONS} />
    </main>
  );
}
