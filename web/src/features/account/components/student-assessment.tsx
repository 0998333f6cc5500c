import { RUBRIC_CRITERIA, type MyCourseAssessments, type MyStudentAssessment } from '@lm/shared';
import { Alert, Button, Heading, Loader, TextAreaField } from '@aws-amplify/ui-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import '../../../components/assessment-i18n';
import { Stars, StarInput } from '../../../components/star-rating';
import '../../../components/star-rating.css';
import { ApiError } from '../../../lib/api/errors';
import { formatDay } from '../../../lib/format-day';
import { learnHref } from '../../../lib/learning';
import { localMessageOf } from '../../../lib/messages';
import { notify } from '../../../lib/notifications';
import { useMyCourseAssessments } from '../api/get-my-course-assessments';
import { useMyStudentAssessment } from '../api/get-my-student-assessment';
import { useSaveCourseAssessment } from '../api/save-my-course-assessment';
import { useSaveInstructorAssessment } from '../api/save-my-instructor-assessment';
import '../assessment-i18n';
import './assessment.css';
import { useDocumentTitle } from '../../../hooks/use-document-title';

/** The instructor's rubric of the student in the course, or that there is none yet. */
function InstructorsRubric({ courseId }: { courseId: string }) {
  const { t, i18n } = useTranslation();
  const rubric = useMyStudentAssessment(courseId);
  if (rubric.status === 'loading') return <Loader />;
  if (rubric.status === 'error') {
    if (rubric.error instanceof ApiError && rubric.error.status === 404) return <p>{t('studentAssessment.rubric.none')}</p>;
    return <Alert variation="error">{localMessageOf(t, rubric.error, t('studentAssessment.loadFailed'))}</Alert>;
  }
  const assessment: MyStudentAssessment = rubric.data;
  return (
    <>
      <p className="as-meta">{t('studentAssessment.rubric.by', { name: assessment.instructor_name, date: formatDay(assessment.updated_at, i18n.language) })}</p>
      <table className="as-rubric">
        <caption>{t('studentAssessment.rubric.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('studentAssessment.rubric.criterion')}</th>
            <th scope="col">{t('studentAssessment.rubric.score')}</th>
          </tr>
        </thead>
        <tbody>
          {RUBRIC_CRITERIA.map((criterion) => (
            <tr key={criterion}>
              <th scope="row">{t(`assessments.criteria.${criterion}`)}</th>
              <td>
                <Stars value={assessment.scores[criterion]} /> <span>{t('studentAssessment.rubric.outOf', { score: assessment.scores[criterion] })}</span>
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('studentAssessment.rubric.average')}</th>
            <td>{t('studentAssessment.rubric.outOf', { score: assessment.average.toFixed(1) })}</td>
          </tr>
        </tfoot>
      </table>
      {assessment.comment && (
        <blockquote className="as-comment">
          <p>{assessment.comment}</p>
        </blockquote>
      )}
    </>
  );
}

/** A rating of 1 to 5 and a text, saved as one assessment the student may change. */
function RatingForm(props: {
  id: string;
  initial: { rating: number; text: string } | null;
  ratingLegend: string;
  textLabel: string;
  textRequired: boolean;
  save(rating: number, text: string): Promise<unknown>;
  saved: string;
}) {
  const { t } = useTranslation();
  const [rating, setRating] = useState(props.initial?.rating ?? 0);
  const [text, setText] = useState(props.initial?.text ?? '');
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (rating < 1) return setFailure(t('studentAssessment.chooseRating'));
    if (props.textRequired && !text.trim()) return setFailure(t('studentAssessment.writeReview'));
    setFailure(undefined);
    setBusy(true);
    try {
      await props.save(rating, text);
      notify({ level: 'success', message: props.saved, durationMs: 3000 });
    } catch (error) {
      setFailure(localMessageOf(t, error, t('studentAssessment.saveFailed')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="as-form" aria-labelledby={`${props.id}-title`}>
      {failure && (
        <Alert variation="error" role="alert">
          {failure}
        </Alert>
      )}
      <StarInput legend={props.ratingLegend} value={rating} onChange={setRating} name={`${props.id}-rating`} />
      <TextAreaField label={props.textLabel} name={`${props.id}-text`} value={text} onChange={(event) => setText(event.target.value)} rows={4} maxLength={2000} isRequired={props.textRequired} />
      <Button type="submit" variation="primary" isLoading={busy} loadingText={t('studentAssessment.saving')}>
        {props.initial ? t('studentAssessment.update') : t('studentAssessment.submit')}
      </Button>
    </form>
  );
}

function CourseAndInstructor({ courseId, mine }: { courseId: string; mine: MyCourseAssessments }) {
  const { t } = useTranslation();
  const saveCourse = useSaveCourseAssessment(courseId);
  const saveInstructor = useSaveInstructorAssessment(courseId);
  const instructor = mine.instructor_name || t('studentAssessment.instructor.fallback');
  return (
    <>
      <section className="as-section" aria-labelledby="as-course-title">
        <Heading level={2} id="as-course-title">
          {t('studentAssessment.course.title')}
        </Heading>
        {mine.finished ? (
          <RatingForm
            id="as-course"
            initial={mine.course_assessment && { rating: mine.course_assessment.rating, text: mine.course_assessment.review }}
            ratingLegend={t('studentAssessment.course.rating')}
            textLabel={t('studentAssessment.course.review')}
            textRequired
            save={(rating, review) => saveCourse({ rating, review })}
            saved={t('studentAssessment.course.saved')}
          />
        ) : (
          <p>
            {t('studentAssessment.course.notFinished', { done: mine.done, total: mine.total })} <Link to={learnHref(courseId)}>{t('studentAssessment.course.continue')}</Link>
          </p>
        )}
      </section>
      <section className="as-section" aria-labelledby="as-instructor-title">
        <Heading level={2} id="as-instructor-title">
          {t('studentAssessment.instructor.title', { name: instructor })}
        </Heading>
        <RatingForm
          id="as-instructor"
          initial={mine.instructor_assessment && { rating: mine.instructor_assessment.rating, text: mine.instructor_assessment.comment }}
          ratingLegend={t('studentAssessment.instructor.rating', { name: instructor })}
          textLabel={t('studentAssessment.instructor.comment')}
          textRequired={false}
          save={(rating, comment) => saveInstructor({ rating, comment })}
          saved={t('studentAssessment.instructor.saved')}
        />
      </section>
    </>
  );
}

/**
 * /myaccount/student/assessment/{id}, `{id}` a course the student is enrolled in (decision 0043):
 * the instructor's assessment of them on the rubric, their assessment of the course once they
 * finished it, and their rating of its instructor.
 */
export function StudentAssessment({ courseId }: { courseId: string }) {
  const { t } = useTranslation();
  const mine = useMyCourseAssessments(courseId);
  useDocumentTitle(mine.status === 'success' ? t('studentAssessment.titleOf', { course: mine.data.course.title }) : t('studentAssessment.title'));
  return (
    <main className="page as-page" data-page="studentAssessment">
      <Heading level={1}>{mine.status === 'success' ? t('studentAssessment.titleOf', { course: mine.data.course.title }) : t('studentAssessment.title')}</Heading>
      {mine.status === 'loading' && <Loader />}
      {mine.status === 'error' && (
        <Alert variation="error" role="alert">
          {localMessageOf(t, mine.error, t('studentAssessment.loadFailed'))}
        </Alert>
      )}
      {mine.status === 'success' && (
        <>
          <section className="as-section" aria-labelledby="as-rubric-title">
            <Heading level={2} id="as-rubric-title">
              {t('studentAssessment.rubric.title')}
            </Heading>
            <InstructorsRubric courseId={courseId} />
          </section>
          <CourseAndInstructor key={`${mine.data.course_assessment?.updated_at}-${mine.data.instructor_assessment?.updated_at}`} courseId={courseId} mine={mine.data} />
        </>
      )}
    </main>
  );
}
