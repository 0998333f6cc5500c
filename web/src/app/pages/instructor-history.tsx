import { useTranslation } from 'react-i18next';
import { InstructorList } from '../../features/content/components/instructor-list';
import '../../features/content/i18n';
import { TeachingHistory } from '../../features/schedule/components/teaching-history';
import { useSiteSettings } from '../../hooks/use-site-settings';
import { sessions } from '../../lib/sessions';
import { useStore } from '../../lib/store';

/**
 * /insrutorhistory: for a signed-in instructor, their teaching history (decision 0050); for
 * everyone else, the instructors who teach here.
 */
export default function InstructorHistoryPage() {
  const instructor = useStore(sessions.instructor, (state) => state.user);
  return instructor ? <TeachingHistory /> : <PublicInstructors />;
}

function PublicInstructors() {
  const { t } = useTranslation();
  const { routes } = useSiteSettings();
  return <InstructorList title={t('content.history.title')} intro={t('content.history.intro')} instructorPages={routes.instructorPages} />;
}
