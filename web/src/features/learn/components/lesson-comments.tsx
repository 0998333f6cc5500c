import type { CommentThread } from '@lm/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { LoadFailure } from '../../../components/load-failure';
import type { TokenKind } from '../../../lib/api/client';
import { deleteLessonComment } from '../api/delete-lesson-comment';
import { hideLessonComment } from '../api/hide-lesson-comment';
import { refreshLessonComments, useLessonComments } from '../api/list-lesson-comments';
import { postLessonComment } from '../api/post-lesson-comment';
import { updateLessonComment } from '../api/update-lesson-comment';
import { useFeature } from '../../../hooks/use-site-settings';
import '../comments-i18n';
import '../comments.css';
import type { LearnIdentity } from '../hooks/use-learn-identity';
import { CommentForm, LessonCommentView } from './lesson-comment';
import { languageOf } from '../../../lib/in-language';

interface Props {
  courseId: string;
  lessonId: string;
  token: TokenKind;
}

/**
 * The discussion under a lesson (decision 0044): threads newest first with their replies, a box to
 * ask, and a reply box under the thread being answered. A notification's link (`#comment-…`)
 * brings the comment it names into view once it has loaded.
 */
export function LessonComments({ courseId, lessonId, token }: Props) {
  const { t, i18n } = useTranslation();
  const language = languageOf(i18n.language);
  const client = useQueryClient();
  const discussion = useLessonComments(courseId, lessonId, token);
  const { hash } = useLocation();
  const target = hash.startsWith('#comment-') ? hash.slice('#comment-'.length) : '';
  const [replyingTo, setReplyingTo] = useState<{ thread: string; parent: string; name: string }>();
  const refresh = () => refreshLessonComments(client, courseId, lessonId, token);

  const threads: CommentThread[] = discussion.data?.pages.flatMap((page) => page.threads) ?? [];
  const found = target !== '' && threads.some((thread) => thread.id === target || thread.replies.some((reply) => reply.id === target));
  useEffect(() => {
    if (!found) return;
    const element = document.getElementById(`comment-${target}`);
    element?.scrollIntoView({ block: 'center' });
    element?.focus({ preventScroll: true });
  }, [found, target]);

  const handlers = (id: string) => ({
    onEdit: async (text: string) => {
      await updateLessonComment(courseId, lessonId, token, id, text);
      await refresh();
    },
    onDelete: async () => {
      await deleteLessonComment(courseId, lessonId, token, id);
      await refresh();
    },
    onHide: async (hidden: boolean) => {
      await hideLessonComment(courseId, lessonId, token, id, hidden);
      await refresh();
    },
  });

  let body;
  if (discussion.status === 'pending') {
    body = (
      <p className="sf-state" role="status">
        {t('learn.comments.loading')}
      </p>
    );
  } else if (discussion.status === 'error') {
    body = <LoadFailure error={discussion.error} message={t('learn.comments.error')} onRetry={() => void discussion.refetch()} />;
  } else if (threads.length === 0) {
    body = <p className="ln-comments__empty">{t('learn.comments.empty')}</p>;
  } else {
    body = (
      <ol className="ln-comments__threads">
        {threads.map((thread) => (
          <li key={thread.id} className="ln-thread">
            <LessonCommentView
              comment={thread}
              language={language}
              target={thread.id === target}
              onReply={thread.deleted ? undefined : () => setReplyingTo({ thread: thread.id, parent: thread.id, name: thread.author_name })}
              {...handlers(thread.id)}
            />
            {thread.replies.length > 0 && (
              <ol className="ln-thread__replies" aria-label={t('learn.comments.replies', { count: thread.replies.length })}>
                {thread.replies.map((reply) => (
                  <li key={reply.id}>
                    <LessonCommentView
                      comment={reply}
                      language={language}
                      target={reply.id === target}
                      onReply={thread.deleted ? undefined : () => setReplyingTo({ thread: thread.id, parent: reply.id, name: reply.author_name })}
                      {...handlers(reply.id)}
                    />
                  </li>
                ))}
              </ol>
            )}
            {replyingTo?.thread === thread.id && (
              <div className="ln-thread__reply">
                <CommentForm
                  key={replyingTo.parent}
                  label={t('learn.comments.replyLabel', { name: replyingTo.name })}
                  submit={t('learn.comments.sendReply')}
                  busyLabel={t('learn.comments.posting')}
                  onSend={async (text) => {
                    await postLessonComment(courseId, lessonId, token, text, replyingTo.parent);
                    setReplyingTo(undefined);
                    await refresh();
                  }}
                  onCancel={() => setReplyingTo(undefined)}
                  autoFocus
                />
              </div>
            )}
          </li>
        ))}
      </ol>
    );
  }

  return (
    <section className="ln-comments" aria-labelledby="ln-comments-title">
      <h2 id="ln-comments-title" className="ln-comments__title">
        {t('learn.comments.title')}
      </h2>
      <p className="ln-comments__intro">{t('learn.comments.intro')}</p>
      <CommentForm
        label={t('learn.comments.newLabel')}
        placeholder={t('learn.comments.newPlaceholder')}
        submit={t('learn.comments.post')}
        busyLabel={t('learn.comments.posting')}
        onSend={async (text) => {
          await postLessonComment(courseId, lessonId, token, text);
          await refresh();
        }}
      />
      {body}
      {discussion.hasNextPage && (
        <button type="button" className="button ln-comments__more" disabled={discussion.isFetchingNextPage} onClick={() => void discussion.fetchNextPage()}>
          {discussion.isFetchingNextPage ? t('learn.comments.loadingMore') : t('learn.comments.more')}
        </button>
      )}
    </section>
  );
}

/** The discussion under a lesson the signed-in caller opened, while the plan has course comments (COURSE_COMMENT). */
export function LessonDiscussion({ courseId, lessonId, identity, opened }: { courseId: string; lessonId: string; identity: LearnIdentity; opened: boolean }) {
  const enabled = useFeature('COURSE_COMMENT');
  if (!enabled || identity === 'none' || !opened) return null;
  return <LessonComments courseId={courseId} lessonId={lessonId} token={identity} />;
}
