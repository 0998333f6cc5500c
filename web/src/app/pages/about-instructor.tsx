import { AboutInstructors } from '../../features/content/components/about-instructors';
import { useSiteSettings } from '../../hooks/use-site-settings';

/** /aboutinstructor (a configured article page's fallback, ../shared/SPEC.md §2): teaching here, and the instructors. */
export default function AboutInstructorPage() {
  const { routes } = useSiteSettings();
  return <AboutInstructors instructorPages={routes.instructorPages} />;
}
