import type { PublicInstructor, RouteEntry } from '@lm/shared';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { pageParam } from '../../../hooks/use-catalogue-query';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import '../../../components/storefront-i18n';
import '../../../components/storefront.css';
import { usePublicInstructors } from '../api/list-public-instructors';
import '../content.css';
import '../i18n';
import { instructorHref } from '../../../lib/instructor-href';
import { ListResults } from './list-results';

export function Avatar({ name, src, size = 96 }: { name: string; src: string; size?: number }) {
  const { t } = useTranslation();
  return src ? (
    <img className="ct-avatar" src={src} alt={t('content.instructors.photo', { name })} width={size} height={size} loading="lazy" />
  ) : (
    <span className="ct-avatar ct-avatar--initial" style={{ width: size, height: size }} aria-hidden="true">
      {name.trim().charAt(0).toUpperCase()}
    </span>
  );
}

export function Expertise({ items }: { items: readonly string[] }) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <ul className="ct-tags" aria-label={t('content.instructors.expertise')}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

function InstructorCard({ instructor, href, level }: { instructor: PublicInstructor; href: string; level: 2 | 3 }) {
  const Title = `h${level}` as const;
  return (
    <li className="sf-card ct-instructor-card" data-instructor-id={instructor.id}>
      <div className="sf-card__body ct-instructor-card__body">
        <Avatar name={instructor.name} src={instructor.avatar} />
        <Title className="sf-card__title">
          <Link to={href}>{instructor.name}</Link>
        </Title>
        {instructor.headline && <p className="ct-card__summary">{instructor.headline}</p>}
        <Expertise items={instructor.expertise} />
      </div>
    </li>
  );
}

/** The published instructors, 12 a page by name, each linking to their page; the cards' heading level fits where the list sits. */
export function InstructorGrid({ instructorPages, level = 2 }: { instructorPages: readonly RouteEntry[]; level?: 2 | 3 }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const instructors = usePublicInstructors({ page: pageParam(params.get('page')) });
  return (
    <ListResults
      list={instructors}
      countKey="content.instructors.found"
      loadingText={t('content.state.loading')}
      errorText={t('content.instructors.error')}
      emptyText={t('content.instructors.empty')}
      renderItem={(instructor) => <InstructorCard key={instructor.id} instructor={instructor} href={instructorHref(instructor, instructorPages)} level={level} />}
      hrefOfPage={(n) => (n > 1 ? `${pathname}?page=${n}` : pathname)}
    />
  );
}

/** A page listing the instructors under its own heading (the configured /instructor page, /insrutorhistory). */
export function InstructorList({ title, intro, instructorPages }: { title: string; intro: string; instructorPages: readonly RouteEntry[] }) {
  useDocumentTitle(title);
  return (
    <main className="page sf-page">
      <header className="sf-page__header">
        <h1>{title}</h1>
        <p className="sf-lead">{intro}</p>
      </header>
      <InstructorGrid instructorPages={instructorPages} />
    </main>
  );
}
