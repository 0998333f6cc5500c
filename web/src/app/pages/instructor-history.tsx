import { useTranslation } from 'react-i18next';
import { InstructorList } from '../../features/content/components/instructor-list';
import '../../features/content/i18n';
import { useSiteSettings } from '../../hooks/use-site-settings';

/** /insrutorhistory: the instructors who teach here. */
export default function InstructorHistoryPage() {
  const { t } = useTranslation();
  const { aboutWebSite, routes } = useSiteSettings();
  return <InstructorList title={t('content.history.title')} intro={t('content.history.intro')} siteTitle={aboutWebSite.title} instructorPages={routes.instructorPages} />;
}
