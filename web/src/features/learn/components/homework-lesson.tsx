import type { HomeworkLessonView, HomeworkSubmissionView, UploadedFile } from '@lm/shared';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../../components/load-failure';
import type { TokenKind } from '../../../lib/api/client';
import { download } from '../../../lib/download';
import type { Language } from '../../../lib/i18n';
import { inLanguage, languageOf } from '../../../lib/in-language';
import { localMessageOf } from '../../../lib/messages';
import { useHomeworkLesson } from '../api/get-homework-lesson';
import { useSubmitHomework } from '../api/submit-homework';
import { uploadHomeworkFile } from '../api/upload-homework-file';
import '../homework-i18n';
import type { LearnIdentity } from '../hooks/use-learn-identity';
import { paragraphsOf } from '../utils/lessons';
import { HomeworkSubmissions } from './homework-submissions';
import { SignInToTake } from './sign-in-to-take';

interface Props {
  courseId: string;
  lessonId: string;
  identity: LearnIdentity;
}

/** The assignment: its instructions in the reader's language, its due date, its scores and whether it may be sent again. */
function Assignment({ view, language }: { view: HomeworkLessonView; language: Language }) {
  const { t } = useTranslation();
  const { homework } = view;
  const due = homework.due_on ? new Date(`${homework.due_on}T12:00:00+07:00`).toLocaleDateString(language === 'th' ? 'th-TH' : 'en-GB', { dateStyle: 'long', timeZone: 'Asia/Bangkok' }) : '';
  return (
    <div className="ln-homework__assignment">
      <h2 className="ln-quiz__heading">{inLanguage(language, homework.title_th, homework.title_en)}</h2>
      <h3 className="ln-homework__subheading">{t('learn.homework.instructions')}</h3>
      <div className="ln-text">
        {paragraphsOf(inLanguage(language, homework.instructions_th, homework.instructions_en)).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      <dl className="ln-homework__facts">
        <dt>{t('learn.homework.due')}</dt>
        <dd>{due ? t('learn.homework.dueOn', { date: due }) : t('learn.homework.noDue')}</dd>
        <dt>{t('learn.homework.passScore')}</dt>
        <dd>{t('learn.homework.passScoreOf', { pass: homework.pass_score, max: homework.max_score })}</dd>
        <dt>{t('learn.homework.resubmit')}</dt>
        <dd>{t(homework.allow_resubmit ? 'learn.homework.resubmitAllowed' : 'learn.homework.resubmitNot')}</dd>
      </dl>
    </div>
  );
}

/** The text box and the file picker: each file is uploaded as it is chosen, and the submission names the files kept. */
function SubmitForm({ courseId, lessonId, token, view, again, onSubmitted }: { courseId: string; lessonId: string; token: TokenKind; view: HomeworkLessonView; again: boolean; onSubmitted(): void }) {
  const { t } = useTranslation();
  const submit = useSubmitHomework(courseId, lessonId, token);
  const id = useId();
  const picker = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const [uploading, setUploading] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const max = view.homework.max_files;

  async function attach(chosen: FileList | null) {
    const list = [...(chosen ?? [])];
    if (picker.current) picker.current.value = '';
    if (!list.length) return;
    setFailure('');
    if (files.length + list.length > max) {
      setFailure(t('learn.homework.tooManyFiles', { count: max }));
      return;
    }
    for (const file of list) {
      setUploading(file.name);
      try {
        const kept = await uploadHomeworkFile(courseId, lessonId, file, token);
        setFiles((current) => [...current, kept]);
      } catch (error) {
        setFailure(localMessageOf(t, error, t('learn.homework.uploadFailed', { name: file.name })));
        break;
      } finally {
        setUploading('');
      }
    }
  }

  async function send(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setFailure('');
    try {
      await submit({ text: text.trim(), file_ids: files.map((file) => file.id) });
      setText('');
      setFiles([]);
      onSubmitted();
    } catch (error) {
      setFailure(localMessageOf(t, error, t('learn.homework.submitFailed')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="ln-homework__form" aria-labelledby={`${id}-title`} onSubmit={(event) => void send(event)}>
      <h3 id={`${id}-title`} className="ln-homework__subheading">
        {t(again ? 'learn.homework.resubmitForm' : 'learn.homework.form')}
      </h3>
      <label className="ln-homework__label" htmlFor={`${id}-text`}>
        {t('learn.homework.text')}
      </label>
      <textarea id={`${id}-text`} className="ln-homework__text" rows={8} value={text} maxLength={20_000} onChange={(event) => setText(event.target.value)} />
      {max > 0 && (
        <>
          <label className="ln-homework__label" htmlFor={`${id}-files`}>
            {t('learn.homework.attach', { count: max })}
          </label>
          <input
            ref={picker}
            id={`${id}-files`}
            type="file"
            multiple={max > 1}
            aria-describedby={`${id}-hint`}
            accept=".pdf,.zip,.docx,.xlsx,.pptx,.txt,.csv,.jpg,.jpeg,.png,.webp"
            disabled={busy || uploading !== '' || files.length >= max}
            onChange={(event) => void attach(event.target.files)}
          />
          <p id={`${id}-hint`} className="ln-muted">
            {t('learn.homework.attachHint')}
          </p>
          {uploading && (
            <p className="ln-muted" role="status">
              {t('learn.homework.uploading', { name: uploading })}
            </p>
          )}
          {files.length > 0 && (
            <ul className="ln-homework__files" aria-label={t('learn.homework.uploaded')}>
              {files.map((file) => (
                <li key={file.id}>
                  <span>{file.file_name}</span>{' '}
                  <button type="button" className="link-button" onClick={() => setFiles((current) => current.filter((one) => one.id !== file.id))}>
                    {t('learn.homework.remove', { name: file.file_name })}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      {failure && (
        <p className="ln-error" role="alert">
          {failure}
        </p>
      )}
      <div className="ln-actions">
        <button type="submit" className="button button--primary" disabled={busy || uploading !== '' || (text.trim() === '' && files.length === 0)}>
          {t(busy ? 'learn.homework.submitting' : 'learn.homework.submit')}
        </button>
      </div>
    </form>
  );
}

/** A homework lesson for a signed-in caller who may open it: the assignment, their submissions and reviews, and the form when they may submit. */
function SignedInHomework({ courseId, lessonId, token }: { courseId: string; lessonId: string; token: TokenKind }) {
  const { t, i18n } = useTranslation();
  const language = languageOf(i18n.language);
  const lesson = useHomeworkLesson(courseId, lessonId, token);
  const [sent, setSent] = useState(false);

  if (lesson.status === 'pending') {
    return (
      <p className="sf-state" role="status">
        {t('learn.homework.loading')}
      </p>
    );
  }
  if (lesson.status === 'error') return <LoadFailure error={lesson.error} message={t('learn.homework.error')} onRetry={() => void lesson.refetch()} />;
  const view = lesson.data;
  const fresh = async (submission: HomeworkSubmissionView, fileId: string) =>
    (await lesson.refetch()).data?.submissions.find((one) => one.id === submission.id)?.files.find((file) => file.id === fileId)?.download ?? null;
  return (
    <div className="ln-homework">
      <Assignment view={view} language={language} />
      {sent && (
        <p className="ln-homework__sent" role="status">
          {t('learn.homework.submitted')}
        </p>
      )}
      <HomeworkSubmissions submissions={view.submissions} language={language} download={(submission, file) => download(file.download, () => fresh(submission, file.id))} />
      {view.can_submit ? (
        <SubmitForm courseId={courseId} lessonId={lessonId} token={token} view={view} again={view.submissions.length > 0} onSubmitted={() => setSent(true)} />
      ) : (
        <p className="ln-notice">{view.blocked ? t(`learn.homework.blocked.${view.blocked}`) : t('learn.homework.studentsOnly')}</p>
      )}
    </div>
  );
}

/** A homework lesson: submitted by a signed-in student; a visitor (on a free preview) is asked to sign in first. */
export function HomeworkLesson({ courseId, lessonId, identity }: Props) {
  const { t } = useTranslation();
  if (identity === 'none') return <SignInToTake why={t('learn.homework.signIn')} />;
  return <SignedInHomework courseId={courseId} lessonId={lessonId} token={identity} />;
}
