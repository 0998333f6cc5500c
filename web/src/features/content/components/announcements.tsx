import type { Announcement } from '@lm/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useStore } from '../../../lib/store';
import { sessions } from '../../../lib/sessions';
import { LoadFailure } from '../../../components/load-failure';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import '../../../components/storefront-i18n';
import '../../../components/storefront.css';
import { useUserAnnouncements } from '../api/get-user-announcements';
import '../content.css';
import '../i18n';
import { isRead, markRead, readMarks } from '../stores/read-marks';
import { announcementHref } from '../utils/content-paths';
import { formatDay } from '../utils/format-date';
import { paragraphsOf } from '../utils/paragraphs';
import { FailedPage, LoadingPage, MissingPage } from './states';
import { TextBody } from './text-body';

/** The signed-in student's id; announcements are theirs (../shared/SPEC.md §7 GET /public/announcement/{id}). */
function useStudentId(): string | undefined {
  return useStore(sessions.student, (state) => (state.isAuthenticated ? state.user?.id : undefined));
}

/** Asks a visitor who is not signed in as a student to sign in, and to come back here. */
function SignInFirst() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <main className="page page--centered">
      <h1>{t('content.announcements.signInTitle')}</h1>
      <p>{t('content.announcements.signInBody')}</p>
      <Link to={`${paths.signIn}?from=${encodeURIComponent(pathname)}`} className="button button--primary">
        {t('content.announcements.signIn')}
      </Link>
    </main>
  );
}

function AnnouncementItem({ userId, announcement }: { userId: string; announcement: Announcement }) {
  const { t, i18n } = useTranslation();
  const read = useStore(readMarks, (state) => isRead(state, userId, announcement));
  const excerpt = paragraphsOf(announcement.message)[0];
  return (
    <li className={`ct-announcement${read ? '' : ' ct-announcement--unread'}`} data-announcement-id={announcement.id} data-read={read}>
      <h2 className="ct-announcement__title">
        {!read && <span className="sf-badge ct-announcement__mark">{t('content.announcements.unread')}</span>}
        <Link to={announcementHref(announcement)}>{announcement.title}</Link>
      </h2>
      <p className="ct-meta">
        <time dateTime={announcement.created_at}>{formatDay(announcement.created_at, i18n.language)}</time>
        <span>{t(`content.announcements.audience.${announcement.audience}`)}</span>
      </p>
      {excerpt && <p className="ct-card__summary">{excerpt}</p>}
    </li>
  );
}

function AnnouncementList({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const list = useUserAnnouncements(userId);
  const marks = useStore(readMarks);
  const unread = list.status === 'success' ? list.data.filter((item) => !isRead(marks, userId, item)).length : 0;
  return (
    <main className="page sf-page">
      <header className="sf-page__header">
        <h1>{t('content.announcements.title')}</h1>
        <p className="sf-lead">{t('content.announcements.intro')}</p>
      </header>
      {list.status === 'loading' && (
        <p className="sf-state" role="status">
          {t('content.state.loading')}
        </p>
      )}
      {list.status === 'error' && <LoadFailure error={list.error} message={t('content.announcements.error')} onRetry={list.retry} />}
      {list.status === 'success' &&
        (list.data.length === 0 ? (
          <p className="sf-state">{t('content.announcements.empty')}</p>
        ) : (
          <>
            <p className="sf-results__count" role="status">
              {t('content.announcements.unreadCount', { count: unread })}
            </p>
            <ul className="ct-announcements">
              {list.data.map((announcement) => (
                <AnnouncementItem key={announcement.id} userId={userId} announcement={announcement} />
              ))}
            </ul>
          </>
        ))}
    </main>
  );
}

/** /announcement: the signed-in student's announcements, newest first, the unread ones marked. */
export function Announcements() {
  const { t } = useTranslation();
  const userId = useStudentId();
  useDocumentTitle(t('content.announcements.title'));
  return userId ? <AnnouncementList key={userId} userId={userId} /> : <SignInFirst />;
}

function AnnouncementView({ userId, id }: { userId: string; id: string }) {
  const { t, i18n } = useTranslation();
  const list = useUserAnnouncements(userId);
  const announcement = list.status === 'success' ? list.data.find((item) => item.id === id) : undefined;
  useDocumentTitle(announcement?.title);

  // §4: opening an unread announcement counts it read.
  useEffect(() => {
    if (announcement) markRead(userId, announcement);
  }, [userId, announcement]);

  if (list.status === 'loading') return <LoadingPage text={t('content.state.loading')} />;
  if (list.status === 'error') return <FailedPage title={t('content.announcements.title')} error={list.error} message={t('content.announcements.error')} onRetry={list.retry} />;
  if (!announcement) {
    return (
      <MissingPage
        title={t('content.announcements.notFoundTitle')}
        body={t('content.announcements.notFoundBody')}
        backHref={paths.announcements}
        backText={t('content.announcements.title')}
      />
    );
  }
  return (
    <main className="page sf-page ct-article">
      <nav aria-label={t('content.state.breadcrumb')} className="sf-breadcrumb">
        <ol>
          <li>
            <Link to={paths.announcements}>{t('content.announcements.title')}</Link>
          </li>
        </ol>
      </nav>
      <article>
        <header className="ct-article__header">
          <h1>{announcement.title}</h1>
          <p className="ct-meta">
            <time dateTime={announcement.created_at}>{formatDay(announcement.created_at, i18n.language)}</time>
            <span>{t(`content.announcements.audience.${announcement.audience}`)}</span>
          </p>
        </header>
        <TextBody text={announcement.message} className="ct-text ct-article__body" />
        {/* A path of this site only (a reply's lesson, decision 0044). */}
        {announcement.link?.startsWith('/') && !announcement.link.startsWith('//') && (
          <p>
            <Link className="button button--primary" to={announcement.link}>
              {t('content.announcements.open')}
            </Link>
          </p>
        )}
      </article>
      <p>
        <Link to={paths.announcements}>← {t('content.announcements.title')}</Link>
      </p>
    </main>
  );
}

/** /announcement/{id}: one of the student's announcements; opening it decrements the unread count once (§4). */
export function AnnouncementDetail({ id }: { id: string }) {
  const userId = useStudentId();
  return userId ? <AnnouncementView key={userId} userId={userId} id={id} /> : <SignInFirst />;
}
