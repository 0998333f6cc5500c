import { useTranslation } from 'react-i18next';
import { InstructorList } from '../../features/content/components/instructor-list';
import '../../features/content/i18n';
import { useSiteSettings } from '../../hooks/use-site-settings';

/** A configured instructor list page (`/instructor`): the published instructor profiles. */
export default function InstructorListPage() {
  const { t } = useTranslation();
  const { routes } = useSiteSettings();
  return <InstructorList title={t('content.instructors.title')} intro={t('content.instructors.intro')} instructorPages={routes.instructorPages} />;
}
