import type { PublicInstructorDetail } from '@lm/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ApiError } from '../../../lib/api/errors';
import { CourseCard } from '../../../components/course-card';
import { useShareHead } from '../../../hooks/use-share-head';
import { useSiteSettings } from '../../../hooks/use-site-settings';
import { excerpt } from '../../../lib/share-head';
import '../../../components/storefront-i18n';
import '../../../components/storefront.css';
import { usePublicInstructor } from '../api/get-public-instructor';
import '../content.css';
import '../i18n';
import { Avatar, Expertise } from './instructor-list';
import { FailedPage, LoadingPage, MissingPage } from './states';
import { TextBody } from './text-body';

interface Props {
  /** The profile's id or slug. */
  idOrSlug: string;
  /** Where every instructor is listed. */
  listHref: string;
  /** What the page shows after the profile, for the instructor it found (their private-class times). */
  after?: (instructor: PublicInstructorDetail) => ReactNode;
}

/** An instructor's page: photo, name, headline, expertise and biography, and their published courses. */
export function InstructorDetail({ idOrSlug, listHref, after }: Props) {
  const { t } = useTranslation();
  const instructor = usePublicInstructor(idOrSlug);
  const shared = instructor.status === 'success' ? instructor.data : undefined;
  useShareHead(shared && { title: shared.name, description: excerpt(shared.headline || shared.bio), image: shared.avatar, type: 'profile' }, useSiteSettings());

  if (instructor.status === 'loading') return <LoadingPage text={t('content.instructors.loadingOne')} />;
  if (instructor.status === 'error') {
    if (instructor.error instanceof ApiError && instructor.error.status === 404) {
      return (
        <MissingPage title={t('content.instructors.notFoundTitle')} body={t('content.instructors.notFoundBody')} backHref={listHref} backText={t('content.instructors.title')} />
      );
    }
    return <FailedPage title={t('content.instructors.title')} error={instructor.error} message={t('content.instructors.errorOne')} onRetry={instructor.retry} />;
  }

  const { name, headline, bio, avatar, expertise, courses } = instructor.data;
  return (
    <main className="page sf-page">
      <nav aria-label={t('content.state.breadcrumb')} className="sf-breadcrumb">
        <ol>
          <li>
            <Link to={listHref}>{t('content.instructors.title')}</Link>
          </li>
        </ol>
      </nav>
      <header className="ct-profile">
        <Avatar name={name} src={avatar} size={160} />
        <div className="ct-profile__text">
          <h1>{name}</h1>
          {headline && <p className="sf-lead">{headline}</p>}
          <Expertise items={expertise} />
        </div>
      </header>
      {bio && (
        <section className="ct-section" aria-labelledby="ct-instructor-about">
          <h2 id="ct-instructor-about">{t('content.instructors.about', { name })}</h2>
          <TextBody text={bio} />
        </section>
      )}
      <section className="ct-section" aria-labelledby="ct-instructor-courses">
        <h2 id="ct-instructor-courses">{t('content.instructors.courses', { name })}</h2>
        {courses.length === 0 ? (
          <p className="sf-state">{t('content.instructors.noCourses', { name })}</p>
        ) : (
          <ul className="sf-grid">
            {courses.map((course) => (
              <CourseCard key={course.id} course={course} level={3} byline={false} />
            ))}
          </ul>
        )}
      </section>
      {after?.(instructor.data)}
    </main>
  );
}
