// The back office uses most of Amplify UI: the full sheet comes with its chunk.
import '@aws-amplify/ui-react/styles.css';
import { MasterFileScreen } from './components/master-file-screen';
import { courseCategories, productCategories } from './master-files/categories';
import { courses } from './master-files/courses';
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

/** Course and product categories on one screen, with a switch between the two. */
export function CategoriesScreen({ path }: ScreenProps) {
  return (
    <MasterFileScreen path={path} title="masterFiles.categories.title" files={[courseCategories, productCategories]} switchLabel="masterFiles.categories.type" />
  );
}
