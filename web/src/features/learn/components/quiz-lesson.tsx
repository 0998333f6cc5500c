import type { QuizAttemptList, QuizAttemptView } from '@lm/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../../components/load-failure';
import type { TokenKind } from '../../../lib/api/client';
import { formatPercent } from '../../../lib/learning';
import { localMessageOf } from '../../../lib/messages';
import { getQuizAttempt } from '../api/get-quiz-attempt';
import { useQuizAttempts } from '../api/list-quiz-attempts';
import { useStartQuizAttempt } from '../api/start-quiz-attempt';
import type { LearnIdentity } from '../hooks/use-learn-identity';
import { QuizAttemptForm } from './quiz-attempt';
import { QuizResult } from './quiz-result';
import { SignInToTake } from './sign-in-to-take';
import { languageOf } from '../../../lib/in-language';

interface Props {
  courseId: string;
  lessonId: string;
  identity: LearnIdentity;
}

type Screen = { kind: 'list' } | { kind: 'attempt'; attempt: QuizAttemptView } | { kind: 'result'; attempt: QuizAttemptView; submitted: boolean };

/** The quiz's rules, the caller's attempts with their scores, and the way into a new or open attempt. */
function AttemptList({ list, language, busy, failure, onStart, onReview }: { list: QuizAttemptList; language: 'th' | 'en'; busy: boolean; failure: string; onStart(): void; onReview(id: string): void }) {
  const { t } = useTranslation();
  const { quiz } = list;
  const canStart = list.open_attempt_id !== '' || list.attempts_left === null || list.attempts_left > 0;
  const when = (value: string) => new Date(value).toLocaleString(language === 'th' ? 'th-TH' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <div className="ln-quiz__intro">
      <h2 className="ln-quiz__heading">{t('learn.quiz.rules')}</h2>
      <ul className="ln-quiz__rules">
        <li>{t('learn.quiz.passMark', { percent: formatPercent(quiz.pass_percent, language) })}</li>
        <li>{quiz.time_limit_minutes === null ? t('learn.quiz.noTimeLimit') : t('learn.quiz.timeLimit', { count: quiz.time_limit_minutes })}</li>
        <li>
          {quiz.attempts_allowed === null ? t('learn.quiz.attemptsUnlimited') : t('learn.quiz.attemptsAllowed', { count: quiz.attempts_allowed })}
          {list.attempts_left !== null && ` · ${t('learn.quiz.attemptsLeft', { count: list.attempts_left })}`}
        </li>
      </ul>
      {list.passed && <p className="ln-quiz__passed">{t('learn.quiz.passedAlready')}</p>}
      {list.attempts.length > 0 && (
        <table className="ln-quiz__attempts">
          <caption>{t('learn.quiz.attempts')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('learn.quiz.attempt')}</th>
              <th scope="col">{t('learn.quiz.started')}</th>
              <th scope="col">{t('learn.quiz.score')}</th>
              <th scope="col">{t('learn.quiz.result')}</th>
            </tr>
          </thead>
          <tbody>
            {list.attempts.map((attempt, index) => (
              <tr key={attempt.id}>
                <th scope="row">{index + 1}</th>
                <td>{when(attempt.started_at)}</td>
                <td>{attempt.score ? `${attempt.score.earned}/${attempt.score.max} (${formatPercent(attempt.score.percent, language)})` : '–'}</td>
                <td>
                  {attempt.status === 'open' ? (
                    t('learn.quiz.inProgress')
                  ) : (
                    <>
                      {t(attempt.score?.passed ? 'learn.quiz.passed' : 'learn.quiz.notPassed')}
                      {attempt.late && ` (${t('learn.quiz.late')})`}{' '}
                      <button type="button" className="link-button" onClick={() => onReview(attempt.id)}>
                        {t('learn.quiz.review', { number: index + 1 })}
                      </button>
                    </>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <div className="ln-actions">
        {canStart ? (
          <button type="button" className="button button--primary" onClick={onStart} disabled={busy}>
            {t(busy ? 'learn.quiz.starting' : list.open_attempt_id ? 'learn.quiz.continue' : 'learn.quiz.start')}
          </button>
        ) : (
          <p>{t('learn.quiz.noAttemptsLeft')}</p>
        )}
      </div>
      {failure && (
        <p className="ln-error" role="alert">
          {failure}
        </p>
      )}
    </div>
  );
}

/** A quiz lesson for a signed-in caller who may open it: its attempts, an attempt's questions, and its result. */
function SignedInQuiz({ courseId, lessonId, token }: { courseId: string; lessonId: string; token: TokenKind }) {
  const { t, i18n } = useTranslation();
  const language = languageOf(i18n.language);
  const attempts = useQuizAttempts(courseId, lessonId, token);
  const start = useStartQuizAttempt(courseId, lessonId, token);
  const [screen, setScreen] = useState<Screen>({ kind: 'list' });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');

  async function run(action: () => Promise<Screen>, fallback: string) {
    setBusy(true);
    setFailure('');
    try {
      setScreen(await action());
    } catch (error) {
      // A refusal (409: no attempt left, the time is up) is told as the server says it.
      setFailure(localMessageOf(t, error, fallback));
      void attempts.refetch();
    } finally {
      setBusy(false);
    }
  }

  if (screen.kind === 'attempt') {
    return (
      <QuizAttemptForm
        courseId={courseId}
        lessonId={lessonId}
        token={token}
        attempt={screen.attempt}
        language={language}
        onSubmitted={(graded) => setScreen({ kind: 'result', attempt: graded, submitted: true })}
      />
    );
  }
  if (screen.kind === 'result') return <QuizResult attempt={screen.attempt} language={language} focus={screen.submitted} onBack={() => setScreen({ kind: 'list' })} />;

  if (attempts.status === 'pending') {
    return (
      <p className="sf-state" role="status">
        {t('learn.quiz.loading')}
      </p>
    );
  }
  if (attempts.status === 'error') return <LoadFailure error={attempts.error} message={t('learn.quiz.error')} onRetry={() => void attempts.refetch()} />;
  return (
    <AttemptList
      list={attempts.data}
      language={language}
      busy={busy}
      failure={failure}
      onStart={() => void run(async () => ({ kind: 'attempt', attempt: await start() }), t('learn.quiz.startFailed'))}
      onReview={(id) => void run(async () => ({ kind: 'result', attempt: await getQuizAttempt(courseId, lessonId, id, token), submitted: false }), t('learn.quiz.error'))}
    />
  );
}

/** A quiz lesson: taken by a signed-in caller; a visitor (on a free preview) is asked to sign in first. */
export function QuizLesson({ courseId, lessonId, identity }: Props) {
  const { t } = useTranslation();
  if (identity === 'none') return <SignInToTake why={t('learn.quiz.signIn')} />;
  return <SignedInQuiz courseId={courseId} lessonId={lessonId} token={identity} />;
}
