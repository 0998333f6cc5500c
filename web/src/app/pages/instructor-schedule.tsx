import { useTranslation } from 'react-i18next';
import { InstructorSchedule } from '../../features/schedule/components/instructor-schedule';
import '../../features/schedule/i18n';

/** /myaccount/instructor/schedule: the instructor's calendar of classes (decision 0050). */
export default function InstructorSchedulePage() {
  const { t } = useTranslation();
  return (
    <main className="page">
      <h1>{t('schedule.calendar.title')}</h1>
      <InstructorSchedule />
    </main>
  );
}
