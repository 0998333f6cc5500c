import type { HomeworkReviewDecision, HomeworkReviewView } from '@lm/shared';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LoadFailure } from '../../../components/load-failure';
import '../../../components/storefront.css';
import { paths } from '../../../config/paths';
import { download } from '../../../lib/download';
import { localMessageOf } from '../../../lib/messages';
import { useHomeworkReview, useHomeworkReviews, useReviewHomework, type ReviewFilter } from '../api/homework-reviews';
import '../homework-i18n';
import '../teaching.css';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import '../../../components/list-table.css';
import { inLanguage, languageOf } from '../../../lib/in-language';

const FILTERS: readonly ReviewFilter[] = ['all', 'submitted', 'accepted', 'returned'];

const reviewHref = (id: string) => `${paths.instructorHomework}/${encodeURIComponent(id)}`;

function useWhen() {
  const { i18n } = useTranslation();
  return (value: string) => new Date(value).toLocaleString(i18n.language === 'th' ? 'th-TH' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Bangkok' });
}

/** /myaccount/instructor/homework: the submissions to the homework of the instructor's courses, waiting ones first (decision 0041). */
export function HomeworkReviews() {
  const { t } = useTranslation();
  useDocumentTitle(t('teaching.homework.title'));
  const when = useWhen();
  const [filter, setFilter] = useState<ReviewFilter>('all');
  const reviews = useHomeworkReviews(filter);
  const id = useId();
  return (
    <main className="page sf-page" data-page="instructorHomework">
      <header className="sf-page__header">
        <h1>{t('teaching.homework.title')}</h1>
        <p>{t('teaching.homework.intro')}</p>
      </header>
      <p>
        <label htmlFor={`${id}-filter`}>{t('teaching.homework.filter')}</label>{' '}
        <select id={`${id}-filter`} value={filter} onChange={(event) => setFilter(event.target.value as ReviewFilter)}>
          {FILTERS.map((one) => (
            <option key={one} value={one}>
              {t(`teaching.homework.filters.${one}`)}
            </option>
          ))}
        </select>
      </p>
      {reviews.status === 'pending' && (
        <p className="sf-state" role="status">
          {t('teaching.homework.loading')}
        </p>
      )}
      {reviews.status === 'error' && <LoadFailure error={reviews.error} message={t('teaching.homework.error')} onRetry={() => void reviews.refetch()} />}
      {reviews.status === 'success' && reviews.data.rows.length === 0 && <p className="sf-state">{t('teaching.homework.empty')}</p>}
      {reviews.status === 'success' && reviews.data.rows.length > 0 && (
        <table className="list-table">
          <caption>{t('teaching.homework.table')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('teaching.homework.student')}</th>
              <th scope="col">{t('teaching.homework.course')}</th>
              <th scope="col">{t('teaching.homework.lesson')}</th>
              <th scope="col">{t('teaching.homework.number')}</th>
              <th scope="col">{t('teaching.homework.sent')}</th>
              <th scope="col">{t('teaching.homework.status')}</th>
              <th scope="col">{t('teaching.homework.score')}</th>
            </tr>
          </thead>
          <tbody>
            {reviews.data.rows.map((row) => (
              <tr key={row.id}>
                <th scope="row">
                  <Link to={reviewHref(row.id)} aria-label={t('teaching.homework.open', { number: Number(row.number), student: row.student_name })}>
                    {row.student_name || row.student_id}
                  </Link>
                </th>
                <td data-label={t('teaching.homework.course')}>{row.course_title}</td>
                <td data-label={t('teaching.homework.lesson')}>{row.lesson_title}</td>
                <td data-label={t('teaching.homework.number')}>{Number(row.number)}</td>
                <td>
                  {when(row.submitted_at)}
                  {row.late && ` (${t('teaching.homework.late')})`}
                </td>
                <td data-label={t('teaching.homework.status')}>{t(`teaching.homework.states.${row.status}`)}</td>
                <td data-label={t('teaching.homework.score')}>{row.score === null ? '–' : `${row.score}/${row.max_score}`}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </main>
  );
}

/** The score, the comment and the decision; an acceptance needs the pass score (the server says so otherwise). */
function ReviewForm({ view }: { view: HomeworkReviewView }) {
  const { t } = useTranslation();
  const save = useReviewHomework(view.id);
  const id = useId();
  const [score, setScore] = useState('');
  const [comment, setComment] = useState('');
  const [decision, setDecision] = useState<HomeworkReviewDecision>('accepted');
  const [state, setState] = useState<'idle' | 'busy' | 'saved'>('idle');
  const [failure, setFailure] = useState('');
  const max = view.submission.max_score;

  async function send(event: FormEvent) {
    event.preventDefault();
    setState('busy');
    setFailure('');
    try {
      await save({ score: Number(score), comment: comment.trim(), decision });
      setState('saved');
    } catch (error) {
      setFailure(localMessageOf(t, error, t('teaching.homework.saveFailed')));
      setState('idle');
    }
  }

  return (
    <form className="tc-review" aria-labelledby={`${id}-title`} onSubmit={(event) => void send(event)}>
      <h2 id={`${id}-title`}>{t('teaching.homework.form')}</h2>
      <p>
        <label htmlFor={`${id}-score`}>{t('teaching.homework.scoreLabel', { max })}</label>
        <br />
        <input id={`${id}-score`} type="number" inputMode="numeric" min={0} max={max} step={1} required value={score} onChange={(event) => setScore(event.target.value)} />
      </p>
      <p>
        <label htmlFor={`${id}-comment`}>{t('teaching.homework.comment')}</label>
        <br />
        <textarea id={`${id}-comment`} rows={5} maxLength={4000} value={comment} onChange={(event) => setComment(event.target.value)} />
      </p>
      <fieldset>
        <legend>{t('teaching.homework.decision')}</legend>
        {(['accepted', 'returned'] as const).map((one) => (
          <label key={one} className="tc-choice">
            <input type="radio" name={`${id}-decision`} value={one} checked={decision === one} onChange={() => setDecision(one)} /> {t(one === 'accepted' ? 'teaching.homework.accept' : 'teaching.homework.return')}
          </label>
        ))}
      </fieldset>
      {failure && (
        <p className="ln-error" role="alert">
          {failure}
        </p>
      )}
      <p>
        <button type="submit" className="button button--primary" disabled={state === 'busy' || score === ''}>
          {t(state === 'busy' ? 'teaching.homework.saving' : 'teaching.homework.save')}
        </button>
      </p>
    </form>
  );
}

/** /myaccount/instructor/homework/{id}: one submission with the assignment, the student's work and files, and the review form while it waits. */
export function HomeworkReview({ id }: { id: string }) {
  const { t, i18n } = useTranslation();
  const when = useWhen();
  const review = useHomeworkReview(id);
  const [failed, setFailed] = useState(false);
  const language = languageOf(i18n.language);
  useDocumentTitle(review.status === 'success' ? t('teaching.homework.reviewTitle', { number: Number(review.data.number), student: review.data.student_name || review.data.student_id }) : t('teaching.homework.title'));

  let body;
  if (review.status === 'pending') {
    body = (
      <p className="sf-state" role="status">
        {t('teaching.homework.reviewLoading')}
      </p>
    );
  } else if (review.status === 'error') {
    body = <LoadFailure error={review.error} message={t('teaching.homework.reviewError')} onRetry={() => void review.refetch()} />;
  } else {
    const view = review.data;
    const { homework, submission } = view;
    const instructions = inLanguage(language, homework.instructions_th, homework.instructions_en);
    const fresh = async (fileId: string) => (await review.refetch()).data?.submission.files.find((file) => file.id === fileId)?.download ?? null;
    body = (
      <>
        <header className="sf-page__header">
          <h1>{t('teaching.homework.reviewTitle', { number: Number(view.number), student: view.student_name || view.student_id })}</h1>
          <p>
            {view.course_title} · {view.lesson_title} · {when(submission.submitted_at)}
            {submission.late && ` (${t('teaching.homework.late')})`}
          </p>
          <p>{t(`teaching.homework.states.${submission.status}`)}</p>
        </header>
        <section aria-labelledby="tc-homework-instructions">
          <h2 id="tc-homework-instructions">{t('teaching.homework.instructions')}</h2>
          <p className="tc-pre">{instructions}</p>
          <p>{t('teaching.homework.marks', { max: submission.max_score, pass: submission.pass_score })}</p>
        </section>
        <section aria-labelledby="tc-homework-answer">
          <h2 id="tc-homework-answer">{t('teaching.homework.answer')}</h2>
          {submission.text ? <p className="tc-pre">{submission.text}</p> : <p>{t('teaching.homework.noText')}</p>}
          {submission.files.length > 0 && (
            <ul aria-label={t('teaching.homework.files')}>
              {submission.files.map((file) => (
                <li key={file.id}>
                  <button
                    type="button"
                    className="link-button"
                    onClick={() => {
                      setFailed(false);
                      download(file.download, () => fresh(file.id))
                        .then((done) => setFailed(!done))
                        .catch(() => setFailed(true));
                    }}
                  >
                    {t('teaching.homework.download', { name: file.file_name })}
                  </button>
                </li>
              ))}
            </ul>
          )}
          {failed && (
            <p className="ln-error" role="alert">
              {t('teaching.homework.downloadFailed')}
            </p>
          )}
        </section>
        {submission.status === 'submitted' ? (
          <ReviewForm view={view} />
        ) : (
          <section className="tc-review" aria-labelledby="tc-homework-result" role="status">
            <h2 id="tc-homework-result">{t('teaching.homework.form')}</h2>
            <p>{t('teaching.homework.reviewed', { date: when(submission.reviewed_at ?? submission.submitted_at), score: submission.score ?? 0, max: submission.max_score })}</p>
            {submission.comment && (
              <p>
                {t('teaching.homework.yourComment')}: {submission.comment}
              </p>
            )}
          </section>
        )}
      </>
    );
  }
  return (
    <main className="page sf-page" data-page="instructorHomeworkReview">
      <p>
        <Link to={paths.instructorHomework}>{t('teaching.homework.back')}</Link>
      </p>
      {body}
    </main>
  );
}
