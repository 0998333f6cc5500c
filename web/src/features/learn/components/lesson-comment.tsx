import { COMMENT_MAX_LENGTH, type LessonComment } from '@lm/shared';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { localMessageOf } from '../../../lib/messages';

/** A comment's text box with its counter, its button and the server's refusal beside it. */
export function CommentForm({
  label,
  submit,
  busyLabel,
  initial = '',
  placeholder,
  onSend,
  onCancel,
  autoFocus = false,
}: {
  label: string;
  submit: string;
  busyLabel: string;
  initial?: string;
  placeholder?: string;
  onSend(text: string): Promise<void>;
  onCancel?(): void;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setFailure('');
    try {
      await onSend(text);
      setText('');
    } catch (error) {
      setFailure(localMessageOf(t, error, t('learn.comments.failed')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="ln-comment-form" onSubmit={(event) => void send(event)}>
      <label htmlFor={`${id}-text`} className="ln-comment-form__label">
        {label}
      </label>
      <textarea
        id={`${id}-text`}
        value={text}
        onChange={(event) => setText(event.target.value)}
        maxLength={COMMENT_MAX_LENGTH}
        rows={3}
        placeholder={placeholder}
        required
        aria-describedby={`${id}-count`}
        autoFocus={autoFocus}
      />
      <div className="ln-comment-form__row">
        <span id={`${id}-count`} className="ln-comment-form__count">
          {t('learn.comments.characters', { count: text.length, max: COMMENT_MAX_LENGTH })}
        </span>
        {onCancel && (
          <button type="button" className="link-button" onClick={onCancel}>
            {t('learn.comments.cancel')}
          </button>
        )}
        <button type="submit" className="button button--primary" disabled={busy || text.trim() === ''}>
          {busy ? busyLabel : submit}
        </button>
      </div>
      {failure && (
        <p className="ln-error" role="alert">
          {failure}
        </p>
      )}
    </form>
  );
}

interface Props {
  comment: LessonComment;
  language: 'th' | 'en';
  /** Whether the comment is the one a notification pointed at. */
  target: boolean;
  onReply?(): void;
  onEdit(text: string): Promise<void>;
  onDelete(): Promise<void>;
  onHide(hidden: boolean): Promise<void>;
}

/**
 * One comment: its author with the instructor's or administrator's badge, when it was written, its
 * text as plain text, "hidden" for those who still see a hidden one, and what the reader may do.
 */
export function LessonCommentView({ comment, language, target, onReply, onEdit, onDelete, onHide }: Props) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<'read' | 'edit' | 'confirm'>('read');
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const when = new Date(comment.created_at).toLocaleString(language === 'th' ? 'th-TH' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short' });

  async function act(step: () => Promise<void>) {
    setBusy(true);
    setFailure('');
    try {
      await step();
      setMode('read');
    } catch (error) {
      setFailure(localMessageOf(t, error, t('learn.comments.failed')));
    } finally {
      setBusy(false);
    }
  }

  if (comment.deleted) {
    return (
      <article id={`comment-${comment.id}`} className="ln-comment ln-comment--deleted">
        <p className="ln-comment__text">{t('learn.comments.deleted')}</p>
      </article>
    );
  }

  const name = comment.mine ? `${comment.author_name} (${t('learn.comments.you')})` : comment.author_name;
  return (
    <article
      id={`comment-${comment.id}`}
      className={`ln-comment${comment.hidden ? ' ln-comment--hidden' : ''}${target ? ' ln-comment--target' : ''}`}
      aria-label={t('learn.comments.by', { name: comment.author_name })}
      tabIndex={target ? -1 : undefined}
    >
      <header className="ln-comment__head">
        <span className="ln-comment__author">{name}</span>
        {comment.author_role === 'instructor' && <span className="badge ln-comment__badge">{t('learn.comments.instructor')}</span>}
        {comment.author_role === 'admin' && <span className="badge ln-comment__badge">{t('learn.comments.admin')}</span>}
        {comment.hidden && (
          <span className="badge ln-comment__badge ln-comment__badge--hidden" title={t('learn.comments.hiddenNote')}>
            {t('learn.comments.hidden')}
          </span>
        )}
        <time className="ln-comment__time" dateTime={comment.created_at}>
          {when}
        </time>
        {comment.edited && <span className="ln-comment__edited">({t('learn.comments.edited')})</span>}
      </header>
      {mode === 'edit' ? (
        <CommentForm
          label={t('learn.comments.editLabel')}
          submit={t('learn.comments.save')}
          busyLabel={t('learn.comments.saving')}
          initial={comment.text}
          onSend={async (text) => {
            await onEdit(text);
            setMode('read');
          }}
          onCancel={() => setMode('read')}
          autoFocus
        />
      ) : (
        // Text, never markup: what the author typed is what everyone reads.
        <p className="ln-comment__text">{comment.text}</p>
      )}
      {mode === 'confirm' ? (
        <div className="ln-comment__confirm" role="group" aria-label={t('learn.comments.deleteAsk')}>
          <span>{t('learn.comments.deleteAsk')}</span>
          <button type="button" className="button ln-comment__delete" disabled={busy} onClick={() => void act(onDelete)}>
            {t('learn.comments.deleteYes')}
          </button>
          <button type="button" className="link-button" onClick={() => setMode('read')}>
            {t('learn.comments.deleteNo')}
          </button>
        </div>
      ) : (
        mode === 'read' && (
          <div className="ln-comment__actions">
            {onReply && (
              <button type="button" className="link-button" onClick={onReply} aria-label={t('learn.comments.replyTo', { name: comment.author_name })}>
                {t('learn.comments.reply')}
              </button>
            )}
            {comment.can_edit && (
              <button type="button" className="link-button" onClick={() => setMode('edit')}>
                {t('learn.comments.edit')}
              </button>
            )}
            {comment.can_delete && (
              <button type="button" className="link-button" onClick={() => setMode('confirm')}>
                {t('learn.comments.delete')}
              </button>
            )}
            {comment.can_hide && (
              <button type="button" className="link-button" disabled={busy} onClick={() => void act(() => onHide(!comment.hidden))}>
                {t(comment.hidden ? 'learn.comments.unhide' : 'learn.comments.hide')}
              </button>
            )}
          </div>
        )
      )}
      {failure && (
        <p className="ln-error" role="alert">
          {failure}
        </p>
      )}
    </article>
  );
}
