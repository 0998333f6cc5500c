import { RUBRIC_CRITERIA, type MyInstructorAssessments, type RubricScores, type TeachingStudentAssessments } from '@lm/shared';
import { Alert, Button, Loader, TextAreaField } from '@aws-amplify/ui-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import '../../../components/assessment-i18n';
import { Stars, StarInput } from '../../../components/star-rating';
import { LoadFailure } from '../../../components/load-failure';
import { formatDay } from '../../../lib/format-day';
import { localMessageOf } from '../../../lib/messages';
import { notify } from '../../../lib/notifications';
import { useMyInstructorAssessments } from '../api/get-my-instructor-assessments';
import { useTeachingStudentAssessments } from '../api/list-teaching-student-assessments';
import { useSaveStudentAssessment } from '../api/save-teaching-student-assessment';
import '../assessment-i18n';
import '../teaching.css';
import { assessmentHref } from '../utils/teaching-paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';

type Student = TeachingStudentAssessments['students'][number];

/** What students said of the instructor in this course, without their names, and the average over every course. */
function WhatStudentsSaid({ courseId, mine }: { courseId: string; mine: MyInstructorAssessments }) {
  const { t, i18n } = useTranslation();
  const course = mine.courses.find((one) => one.course_id === courseId);
  const others = mine.courses.filter((one) => one.course_id !== courseId);
  return (
    <section className="ia-section" aria-labelledby="ia-said">
      <h2 id="ia-said">{t('instructorAssessment.said.title')}</h2>
      <p>{mine.count ? t('instructorAssessment.said.overall', { average: mine.average.toFixed(1), count: mine.count }) : t('instructorAssessment.said.noneAtAll')}</p>
      {course ? (
        <>
          <p className="ia-course-average">
            <Stars value={course.average} /> {t('instructorAssessment.said.course', { average: course.average.toFixed(1), count: course.count })}
          </p>
          <ul className="ia-comments">
            {course.comments.map((comment, index) => (
              <li key={`${comment.created_at}-${index}`}>
                <Stars value={comment.rating} /> <time dateTime={comment.updated_at}>{formatDay(comment.updated_at, i18n.language)}</time>
                {comment.comment && <p>{comment.comment}</p>}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>{t('instructorAssessment.said.none')}</p>
      )}
      {others.length > 0 && (
        <>
          <h3>{t('instructorAssessment.said.others')}</h3>
          <ul>
            {others.map((other) => (
              <li key={other.course_id}>
                <Link to={assessmentHref(other.course_id)}>{other.course_title}</Link>: {t('instructorAssessment.said.course', { average: other.average.toFixed(1), count: other.count })}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

const EMPTY: RubricScores = { participation: 0, assignments: 0, understanding: 0 };

/** The rubric for one student: a score of 1 to 5 for each criterion and a comment. */
function RubricForm({ courseId, student, onDone }: { courseId: string; student: Student; onDone(): void }) {
  const { t } = useTranslation();
  const save = useSaveStudentAssessment(courseId);
  const [scores, setScores] = useState<RubricScores>(student.assessment?.scores ?? EMPTY);
  const [comment, setComment] = useState(student.assessment?.comment ?? '');
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const missing = RUBRIC_CRITERIA.find((criterion) => scores[criterion] < 1);
    if (missing) return setFailure(t('instructorAssessment.rubric.missing', { criterion: t(`assessments.criteria.${missing}`) }));
    setFailure(undefined);
    setBusy(true);
    try {
      await save(student.student_id, { scores, comment });
      notify({ level: 'success', message: t('instructorAssessment.rubric.saved', { name: student.name }), durationMs: 3000 });
      onDone();
    } catch (error) {
      setFailure(localMessageOf(t, error, t('instructorAssessment.rubric.failed')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="ia-rubric" onSubmit={submit} noValidate aria-label={t('instructorAssessment.rubric.formOf', { name: student.name })}>
      {failure && (
        <Alert variation="error" role="alert">
          {failure}
        </Alert>
      )}
      {RUBRIC_CRITERIA.map((criterion) => (
        <StarInput
          key={criterion}
          legend={t(`assessments.criteria.${criterion}`)}
          name={`${student.student_id}-${criterion}`}
          value={scores[criterion]}
          onChange={(value) => setScores((current) => ({ ...current, [criterion]: value }))}
        />
      ))}
      <TextAreaField label={t('instructorAssessment.rubric.comment')} value={comment} onChange={(event) => setComment(event.target.value)} rows={3} maxLength={2000} />
      <div className="ia-actions">
        <Button type="submit" variation="primary" isLoading={busy} loadingText={t('instructorAssessment.rubric.saving')}>
          {t('instructorAssessment.rubric.save')}
        </Button>
        <Button type="button" onClick={onDone}>
          {t('instructorAssessment.rubric.cancel')}
        </Button>
      </div>
    </form>
  );
}

function StudentRow({ courseId, student }: { courseId: string; student: Student }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { assessment } = student;
  return (
    <li className="ia-student" data-student-id={student.student_id}>
      <div className="ia-student__head">
        <strong>{student.name || student.student_id}</strong>
        {assessment ? <span>{t('instructorAssessment.students.average', { average: assessment.average.toFixed(1) })}</span> : <span className="ia-muted">{t('instructorAssessment.students.notYet')}</span>}
        {!open && (
          <Button size="small" onClick={() => setOpen(true)} aria-label={t(assessment ? 'instructorAssessment.students.editOf' : 'instructorAssessment.students.assessOf', { name: student.name })}>
            {t(assessment ? 'instructorAssessment.students.edit' : 'instructorAssessment.students.assess')}
          </Button>
        )}
      </div>
      {open && <RubricForm courseId={courseId} student={student} onDone={() => setOpen(false)} />}
    </li>
  );
}

/**
 * /myaccount/instructor/assessment/{id}, `{id}` a course the instructor teaches (decision 0043):
 * what its students said of them, without names, and its students, each to assess on the rubric.
 */
export function InstructorAssessment({ courseId }: { courseId: string }) {
  const { t } = useTranslation();
  const roster = useTeachingStudentAssessments(courseId);
  const mine = useMyInstructorAssessments();
  useDocumentTitle(roster.status === 'success' ? t('instructorAssessment.titleOf', { course: roster.data.course.title }) : t('instructorAssessment.title'));
  return (
    <main className="page sf-page ia-page" data-page="instructorAssessment">
      <h1>{roster.status === 'success' ? t('instructorAssessment.titleOf', { course: roster.data.course.title }) : t('instructorAssessment.title')}</h1>
      {mine.status === 'loading' && <Loader />}
      {mine.status === 'error' && <LoadFailure error={mine.error} message={t('instructorAssessment.said.error')} onRetry={mine.retry} />}
      {mine.status === 'success' && <WhatStudentsSaid courseId={courseId} mine={mine.data} />}
      <section className="ia-section" aria-labelledby="ia-students">
        <h2 id="ia-students">{t('instructorAssessment.students.title')}</h2>
        {roster.status === 'loading' && <Loader />}
        {roster.status === 'error' && (
          <Alert variation="error" role="alert">
            {localMessageOf(t, roster.error, t('instructorAssessment.students.error'))}
          </Alert>
        )}
        {roster.status === 'success' && roster.data.students.length === 0 && <p>{t('instructorAssessment.students.empty')}</p>}
        {roster.status === 'success' && roster.data.students.length > 0 && (
          <ul className="ia-students">
            {roster.data.students.map((student) => (
              <StudentRow key={student.student_id} courseId={courseId} student={student} />
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}
