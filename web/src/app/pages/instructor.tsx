import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { InstructorDetail } from '../../features/content/components/instructor-detail';
import { InstructorList } from '../../features/content/components/instructor-list';
import '../../features/content/i18n';
import { instructorListHref } from '../../features/content/utils/content-paths';
import { useSiteSettings } from '../../hooks/use-site-settings';
import { slugOfPath } from '../../lib/category-path';

/**
 * The generic instructor page a configured instructor path falls back to (../shared/SPEC.md §2):
 * below a first segment (`/teachers/somchai`) the profile the last segment names, else the list.
 */
export default function InstructorPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { routes } = useSiteSettings();
  if (pathname.split('/').filter(Boolean).length > 1) {
    return <InstructorDetail idOrSlug={slugOfPath(pathname)} listHref={instructorListHref(routes.instructorPages)} />;
  }
  return <InstructorList title={t('content.instructors.title')} intro={t('content.instructors.intro')} instructorPages={routes.instructorPages} />;
}
