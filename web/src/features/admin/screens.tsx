// The back office uses most of Amplify UI: the full sheet comes with its chunk.
import '@aws-amplify/ui-react/styles.css';
import { MasterFileScreen } from './components/master-file-screen';
import { articleCategories, courseCategories, galleryCategories, productCategories, reviewCategories } from './master-files/categories';
import { announcements, articles, galleries, instructorProfiles, promotions, reviews } from './master-files/content';
import { courses } from './master-files/courses';
import { administrators, instructors, students, subscribers, userGroups, userRoles } from './master-files/people';
import { products } from './master-files/products';

/** The master-file screens built so far; `path` is the admin path that opened them (it names their tab). */
export interface ScreenProps {
  path: string;
}

export function CoursesScreen({ path }: ScreenProps) {
  return <MasterFileScreen path={path} title={courses.title} files={[courses]} />;
}

export function ProductsScreen({ path }: ScreenProps) {
  return <MasterFileScreen path={path} title={products.title} files={[products]} />;
}

/** The categories of all five kinds on one screen, with a switch between them. */
export function CategoriesScreen({ path }: ScreenProps) {
  return (
    <MasterFileScreen
      path={path}
      title="masterFiles.categories.title"
      files={[courseCategories, productCategories, articleCategories, reviewCategories, galleryCategories]}
      switchLabel="masterFiles.categories.type"
    />
  );
}

/** Articles, with their categories a switch away (the same table as on the categories screen). */
export function ArticlesScreen({ path }: ScreenProps) {
  return <MasterFileScreen path={path} title={articles.title} files={[articles, articleCategories]} switchLabel="masterFiles.categories.show" />;
}

export function ReviewsScreen({ path }: ScreenProps) {
  return <MasterFileScreen path={path} title={reviews.title} files={[reviews, reviewCategories]} switchLabel="masterFiles.categories.show" />;
}

export function GalleriesScreen({ path }: ScreenProps) {
  return <MasterFileScreen path={path} title={galleries.title} files={[galleries, galleryCategories]} switchLabel="masterFiles.categories.show" />;
}

export function PromotionsScreen({ path }: ScreenProps) {
  return <MasterFileScreen path={path} title={promotions.title} files={[promotions]} />;
}

export function InstructorProfilesScreen({ path }: ScreenProps) {
  return <MasterFileScreen path={path} title={instructorProfiles.title} files={[instructorProfiles]} />;
}

export function AnnouncementsScreen({ path }: ScreenProps) {
  return <MasterFileScreen path={path} title={announcements.title} files={[announcements]} />;
}

export function AdministratorsScreen({ path }: ScreenProps) {
  return <MasterFileScreen path={path} title={administrators.title} files={[administrators]} />;
}

export function InstructorsScreen({ path }: ScreenProps) {
  return <MasterFileScreen path={path} title={instructors.title} files={[instructors]} />;
}

export function StudentsScreen({ path }: ScreenProps) {
  return <MasterFileScreen path={path} title={students.title} files={[students]} />;
}

export function SubscribersScreen({ path }: ScreenProps) {
  return <MasterFileScreen path={path} title={subscribers.title} files={[subscribers]} />;
}

export function UserRolesScreen({ path }: ScreenProps) {
  return <MasterFileScreen path={path} title={userRoles.title} files={[userRoles]} />;
}

export function UserGroupsScreen({ path }: ScreenProps) {
  return <MasterFileScreen path={path} title={userGroups.title} files={[userGroups]} />;
}

// The page builder and the settings screens (decision 0017).
export { PageBuilderScreen } from './page-builder/components/page-builder-screen';
export { SeoSettingsScreen } from './settings/components/seo-settings-screen';
export { SiteSettingsScreen } from './settings/components/site-settings-screen';
