import { textIn, type PublicQuizQuestion, type QuizAttemptView, type QuizAnswer } from '@lm/shared';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { formatPercent } from '../../../lib/learning';

/** A correct answer in the words of the question's own options. */
function answerText(t: TFunction, question: PublicQuizQuestion, answer: QuizAnswer, language: 'th' | 'en'): string {
  const text = (options: readonly { id: string; text: { th: string; en: string } }[], id: string) => {
    const found = options.find((option) => option.id === id);
    return found ? textIn(found.text, language) : id;
  };
  switch (answer.kind) {
    case 'single':
      return 'choices' in question ? text(question.choices, answer.choice_id) : answer.choice_id;
    case 'multiple':
      return answer.choice_ids.map((id) => ('choices' in question ? text(question.choices, id) : id)).join(', ');
    case 'true_false':
      return t(answer.value ? 'learn.quiz.true' : 'learn.quiz.false');
    case 'short_answer':
      return answer.text;
    case 'matching':
      return Object.entries(answer.pairs)
        .map(([left, right]) => (question.kind === 'matching' ? `${text(question.left, left)} → ${text(question.right, right)}` : `${left} → ${right}`))
        .join(', ');
    case 'ordering':
      return answer.item_ids.map((id) => (question.kind === 'ordering' ? text(question.items, id) : id)).join(' → ');
  }
}

interface Props {
  attempt: QuizAttemptView;
  language: 'th' | 'en';
  /** Moves focus to the result's heading as it shows: the student's submission was answered. */
  focus?: boolean;
  onBack(): void;
}

/** A submitted attempt: its score, pass or not, and per question right or wrong with the answers when the quiz reveals them. */
export function QuizResult({ attempt, language, focus = false, onBack }: Props) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  const { score, revealed } = attempt;
  const byId = new Map((revealed ?? []).map((one) => [one.question_id, one]));

  return (
    <section className="ln-quiz__result" aria-labelledby={`${attempt.id}-result`}>
      <h2 id={`${attempt.id}-result`} ref={heading} tabIndex={-1} className="ln-quiz__heading">
        {t('learn.quiz.resultTitle')}
      </h2>
      {score && (
        <div className="ln-quiz__score">
          <p className="ln-quiz__percent">{formatPercent(score.percent, language)}</p>
          <p>{t('learn.quiz.points', { earned: score.earned, max: score.max })}</p>
          <p className={score.passed ? 'ln-quiz__passed' : 'ln-quiz__failed'}>{t(score.passed ? 'learn.quiz.passed' : 'learn.quiz.notPassed')}</p>
        </div>
      )}
      {attempt.late && <p className="ln-notice">{t('learn.quiz.lateNote')}</p>}
      {revealed ? (
        <ol className="ln-quiz__review">
          {attempt.questions.map((question) => {
            const one = byId.get(question.id);
            return (
              <li key={question.id} className="ln-quiz__reviewed">
                <p className="ln-quiz__text-of">{textIn(question.text, language)}</p>
                {one && (
                  <>
                    <p className={one.correct ? 'ln-quiz__passed' : 'ln-quiz__failed'}>
                      {one.correct ? t('learn.quiz.correct') : one.earned > 0 ? t('learn.quiz.partly', { earned: one.earned, max: one.max }) : t('learn.quiz.wrong')}
                    </p>
                    <p>{t('learn.quiz.correctAnswer', { answer: answerText(t, question, one.correct_answer, language) })}</p>
                    {one.explanation && <p className="ln-muted">{t('learn.quiz.explanation', { text: textIn(one.explanation, language) })}</p>}
                  </>
                )}
              </li>
            );
          })}
        </ol>
      ) : (
        <p className="ln-muted">{t('learn.quiz.noReveal')}</p>
      )}
      <div className="ln-actions">
        <button type="button" className="button" onClick={onBack}>
          {t('learn.quiz.back')}
        </button>
      </div>
    </section>
  );
}
