import type { RouteEntry } from '@lm/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import '../../../components/storefront-i18n';
import '../../../components/storefront.css';
import '../content.css';
import '../i18n';
import { InstructorGrid } from './instructor-list';

/** /aboutinstructor: what teaching here offers, the way in for instructors, and the instructors who teach already. */
export function AboutInstructors({ instructorPages }: { instructorPages: readonly RouteEntry[] }) {
  const { t } = useTranslation();
  useDocumentTitle(t('content.teach.title'));
  return (
    <main className="page sf-page">
      <header className="sf-page__header ct-teach">
        <h1>{t('content.teach.title')}</h1>
        <p className="sf-lead">{t('content.teach.lead')}</p>
      </header>
      <section className="ct-section" aria-labelledby="ct-teach-why">
        <h2 id="ct-teach-why">{t('content.teach.why')}</h2>
        <ul className="ct-points">
          <li>{t('content.teach.point1')}</li>
          <li>{t('content.teach.point2')}</li>
          <li>{t('content.teach.point3')}</li>
        </ul>
        <p>
          <Link to={paths.instructorSignIn} className="button button--primary">
            {t('content.teach.signIn')}
          </Link>
        </p>
      </section>
      <section className="ct-section" aria-labelledby="ct-teach-meet">
        <h2 id="ct-teach-meet">{t('content.teach.meet')}</h2>
        <InstructorGrid instructorPages={instructorPages} level={3} />
      </section>
    </main>
  );
}
