import { type AnswerSheet, type QuizAnswer, type QuizAttemptView } from '@lm/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TokenKind } from '../../../lib/api/client';
import { localMessageOf } from '../../../lib/messages';
import { saveQuizAnswers } from '../api/save-quiz-answers';
import { useSubmitQuizAttempt } from '../api/submit-quiz-attempt';
import { answeredCount, formatClock, initialAnswers, secondsLeft, withAnswer } from '../utils/quiz';
import { startCountdown } from '../utils/quiz-clock';
import { QuizQuestionField } from './quiz-question';

/** How long answering pauses before the sheet is saved. */
const SAVE_DELAY_MS = 800;

/**
 * The time left to the attempt's deadline by this browser's clock, each second; at one minute left
 * it says so (read out by screen readers), and as the deadline passes it hands the attempt in. The
 * server's clock decides what counts.
 */
function Countdown({ deadline, onTimeUp }: { deadline: string; onTimeUp(): void }) {
  const { t } = useTranslation();
  const [left, setLeft] = useState(() => secondsLeft(deadline, Date.now()));
  const [warning, setWarning] = useState('');
  const timeUp = useRef(onTimeUp);
  timeUp.current = onTimeUp;
  useEffect(
    () =>
      startCountdown(deadline, {
        tick: setLeft,
        lastMinute: () => setWarning(t('learn.quiz.lastMinute')),
        timeUp: () => timeUp.current(),
      }),
    [deadline, t],
  );
  return (
    <div className="ln-quiz__clock">
      <p className="ln-quiz__timer" role="timer" aria-label={t('learn.quiz.timer')}>
        <span aria-hidden="true">{t('learn.quiz.timer')}: </span>
        <time dateTime={`PT${left}S`}>{formatClock(left)}</time>
      </p>
      <p className="ln-quiz__warning" aria-live="assertive">
        {left > 0 ? warning : ''}
      </p>
      {left === 0 && (
        <p className="ln-error" role="alert">
          {t('learn.quiz.timeUpSubmitting')}
        </p>
      )}
    </div>
  );
}

interface Props {
  courseId: string;
  lessonId: string;
  token: TokenKind;
  attempt: QuizAttemptView;
  language: 'th' | 'en';
  onSubmitted(graded: QuizAttemptView): void;
}

/**
 * An open attempt: its questions in the order the server gave, answers saved as the student goes
 * (a pause after each change) and with the submission, the countdown when it has a deadline (the
 * attempt is handed in by itself as the time runs out).
 */
export function QuizAttemptForm({ courseId, lessonId, token, attempt, language, onSubmitted }: Props) {
  const { t } = useTranslation();
  const submitAttempt = useSubmitQuizAttempt(courseId, lessonId, token);
  const [answers, setAnswers] = useState<AnswerSheet>(() => initialAnswers(attempt.questions, attempt.answers));
  const [saving, setSaving] = useState<{ state: 'idle' | 'saving' | 'saved' } | { state: 'failed'; reason: string }>({ state: 'idle' });
  const [confirming, setConfirming] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState('');
  const confirmButton = useRef<HTMLButtonElement>(null);
  const timer = useRef<number | undefined>(undefined);
  // The sheet changed and not yet sent: sent as the page leaves the attempt too.
  const pending = useRef<AnswerSheet | null>(null);
  const saveCall = useRef({ courseId, lessonId, attemptId: attempt.id, token });

  useEffect(() => {
    const call = saveCall.current;
    return () => {
      window.clearTimeout(timer.current);
      if (pending.current) void saveQuizAnswers(call.courseId, call.lessonId, call.attemptId, pending.current, call.token, true).catch(() => undefined);
    };
  }, []);

  // The question "submit?" takes the focus as it appears, so a keyboard answers it at once.
  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
  }, [confirming]);

  async function save(sheet: AnswerSheet) {
    pending.current = null;
    setSaving({ state: 'saving' });
    try {
      await saveQuizAnswers(courseId, lessonId, attempt.id, sheet, token);
      setSaving((now) => (now.state === 'saving' ? { state: 'saved' } : now));
    } catch (error) {
      setSaving({ state: 'failed', reason: localMessageOf(t, error, t('learn.quiz.submitFailed')) });
    }
  }

  function change(questionId: string, answer: QuizAnswer | undefined) {
    const next = withAnswer(answers, questionId, answer);
    setAnswers(next);
    pending.current = next;
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => void save(next), SAVE_DELAY_MS);
  }

  // The submission under way (Submit, or the time running out): never two at once.
  const handingIn = useRef(false);

  async function submit() {
    if (handingIn.current) return;
    handingIn.current = true;
    window.clearTimeout(timer.current);
    pending.current = null;
    setSubmitting(true);
    setFailure('');
    try {
      const graded = await submitAttempt(attempt.id, answers);
      onSubmitted(graded);
    } catch (error) {
      setFailure(localMessageOf(t, error, t('learn.quiz.submitFailed')));
      handingIn.current = false;
      setSubmitting(false);
      setConfirming(false);
    }
  }

  const count = attempt.questions.length;
  const answered = answeredCount(attempt.questions, answers);

  return (
    <form
      className="ln-quiz__attempt"
      aria-label={t('learn.quiz.attempt')}
      onSubmit={(event) => {
        event.preventDefault();
        setConfirming(true);
      }}
    >
      {/* When the time is up the attempt is handed in as it stands; the server grades what reached it in time. */}
      {attempt.deadline && <Countdown deadline={attempt.deadline} onTimeUp={() => void submit()} />}
      {attempt.questions.map((question, index) => (
        <QuizQuestionField
          key={question.id}
          question={question}
          number={index + 1}
          count={count}
          answer={answers[question.id]}
          language={language}
          onChange={(answer) => change(question.id, answer)}
        />
      ))}
      <p className="ln-muted" role="status">
        {saving.state === 'saving'
          ? t('learn.quiz.saving')
          : saving.state === 'saved'
            ? t('learn.quiz.saved')
            : saving.state === 'failed'
              ? t('learn.quiz.notSaved', { reason: saving.reason })
              : ''}
      </p>
      <p className="ln-muted">{t('learn.quiz.answered', { answered, count })}</p>
      {confirming ? (
        <div className="ln-quiz__confirm" role="group" aria-labelledby={`${attempt.id}-confirm`}>
          <p id={`${attempt.id}-confirm`}>
            {t('learn.quiz.confirm')} {answered < count && t('learn.quiz.confirmUnanswered', { count: count - answered })}
          </p>
          <div className="ln-actions">
            <button type="button" className="button button--primary" onClick={() => void submit()} disabled={submitting} ref={confirmButton}>
              {t(submitting ? 'learn.quiz.submitting' : 'learn.quiz.confirmYes')}
            </button>
            <button type="button" className="button" onClick={() => setConfirming(false)} disabled={submitting}>
              {t('learn.quiz.confirmNo')}
            </button>
          </div>
        </div>
      ) : (
        <div className="ln-actions">
          <button type="submit" className="button button--primary">
            {t('learn.quiz.submit')}
          </button>
        </div>
      )}
      {failure && (
        <p className="ln-error" role="alert">
          {failure}
        </p>
      )}
    </form>
  );
}
