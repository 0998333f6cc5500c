import { useTranslation } from 'react-i18next';
import { CourseCard } from '../../../../components/course-card';
import '../../../../components/storefront-i18n';
import { useFeatureItems } from '../../hooks/use-feature-items';
import type { ItemListData } from '../../utils/module-data';
import type { ModuleProps } from '../module-section';
import { chosenList, FeatureList } from './feature-list';

function CourseList({ list, level, headTag }: { list: ItemListData; level: 2 | 3; headTag: boolean }) {
  const { t } = useTranslation();
  const courses = useFeatureItems('course', list);
  return (
    <FeatureList type="course" heading={list.heading || t('pages.courses')} level={level} headTag={headTag} resource={courses}>
      {(items) => (
        <ul className="sf-grid">
          {items.map((course) => (
            <CourseCard key={course.id} course={course} level={level === 2 ? 3 : 4} />
          ))}
        </ul>
      )}
    </FeatureList>
  );
}

/** The chosen courses in their order, the latest N, or a category's (../shared/SPEC.md §7 feature list). */
export function CourseModule({ data, level, headTag }: ModuleProps) {
  const list = chosenList(data);
  return list ? <CourseList list={list} level={level} headTag={headTag} /> : null;
}
