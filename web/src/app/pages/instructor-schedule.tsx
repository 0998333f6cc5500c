import { useTranslation } from 'react-i18next';
import { InstructorSchedule } from '../../features/schedule/components/instructor-schedule';
import '../../features/schedule/i18n';
import { useDocumentTitle } from '../../hooks/use-document-title';

/** /myaccount/instructor/schedule: the instructor's calendar of classes (decision 0050). */
export default function InstructorSchedulePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('schedule.calendar.title'));
  return (
    <main className="page">
      <h1>{t('schedule.calendar.title')}</h1>
      <InstructorSchedule />
    </main>
  );
}
