import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSiteSettings } from '../../../../hooks/use-site-settings';
import { instructorHref } from '../../../../lib/instructor-href';
import type { FeatureItemOf } from '../../api/feature-items';
import { useFeatureItems } from '../../hooks/use-feature-items';
import type { ItemListData } from '../../utils/module-data';
import type { ModuleProps } from '../module-section';
import { cardHeading, chosenList, FeatureList } from './feature-list';

function InstructorCard({ instructor, level }: { instructor: FeatureItemOf<'instructor'>; level: 2 | 3 }) {
  const Title = cardHeading(level);
  const { routes } = useSiteSettings();
  return (
    <li className="sf-card cp-card cp-person" data-instructor-id={instructor.id}>
      {instructor.avatar ? (
        <img className="cp-avatar" src={instructor.avatar} alt="" width={96} height={96} loading="lazy" decoding="async" />
      ) : (
        <span className="cp-avatar cp-avatar--empty" aria-hidden="true">
          {instructor.name.slice(0, 1)}
        </span>
      )}
      <div className="sf-card__body">
        <Title className="sf-card__title">
          <Link to={instructorHref(instructor, routes.instructorPages)}>{instructor.name}</Link>
        </Title>
        {instructor.headline && <p className="cp-card__text">{instructor.headline}</p>}
        {instructor.expertise.length > 0 && (
          <ul className="cp-tags">
            {instructor.expertise.map((area) => (
              <li key={area}>{area}</li>
            ))}
          </ul>
        )}
      </div>
    </li>
  );
}

function InstructorList({ list, level, headTag }: { list: ItemListData; level: 2 | 3; headTag: boolean }) {
  const { t } = useTranslation();
  const instructors = useFeatureItems('instructor', list);
  return (
    <FeatureList type="instructor" heading={list.heading || t('pages.instructors')} level={level} headTag={headTag} resource={instructors}>
      {(items) => (
        <ul className="sf-grid">
          {items.map((instructor) => (
            <InstructorCard key={instructor.id} instructor={instructor} level={level} />
          ))}
        </ul>
      )}
    </FeatureList>
  );
}

/** Instructor cards: photo, name (a link to their page), headline and areas of expertise. */
export function InstructorModule({ data, level, headTag }: ModuleProps) {
  const list = chosenList(data);
  return list ? <InstructorList list={list} level={level} headTag={headTag} /> : null;
}
