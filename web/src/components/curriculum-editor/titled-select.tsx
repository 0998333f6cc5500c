import { SelectField } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import { CURRICULUM_WORDS } from './i18n';

/** A quiz a lesson may show: its titles in Thai and English. */
export interface QuizChoice {
  id: string;
  title_th: string;
  title_en: string;
}

/** The quizzes the editor offers, as they are read. */
export type QuizChoices = { status: 'loading' } | { status: 'loaded'; quizzes: readonly QuizChoice[] } | { status: 'failed'; message: string };

interface Props {
  name: string;
  quizId: string;
  quizzes: QuizChoices | undefined;
  error?: string | undefined;
  onChange(quizId: string): void;
}

/**
 * A quiz lesson's quiz, chosen by its title in the reader's language (decision 0040). A quiz
 * deleted since, or the lesson's quiz when the list could not be read, stays visible by its id,
 * so the lesson does not lose it unseen (the server refuses a missing one on save).
 */
export function QuizSelect({ name, quizId, quizzes, error, onChange }: Props) {
  const { t, i18n } = useTranslation();
  const word = (key: string, params: Record<string, string> = {}) => t(`${CURRICULUM_WORDS}.${key}`, params);
  const options = quizzes?.status === 'loaded' ? quizzes.quizzes : [];
  const titleOf = (quiz: QuizChoice) => (i18n.language === 'th' ? quiz.title_th || quiz.title_en : quiz.title_en || quiz.title_th) || quiz.id;
  const missing = quizId !== '' && quizzes?.status !== 'loading' && !options.some((quiz) => quiz.id === quizId);
  const hint =
    quizzes?.status === 'failed' ? quizzes.message : quizzes?.status === 'loading' ? word('quizzesLoading') : options.length === 0 ? word('noQuizzes') : word('quizHint');
  return (
    <SelectField name={name} label={word('quiz')} value={quizId} isDisabled={quizzes?.status === 'loading'} descriptiveText={hint} hasError={!!error} errorMessage={error} onChange={(event) => onChange(event.target.value)}>
      <option value="">{word('chooseQuiz')}</option>
      {missing && <option value={quizId}>{quizzes?.status === 'loaded' ? word('unknownQuiz', { id: quizId }) : quizId}</option>}
      {[...options]
        .sort((a, b) => titleOf(a).localeCompare(titleOf(b), i18n.language))
        .map((quiz) => (
          <option key={quiz.id} value={quiz.id}>
            {titleOf(quiz)}
          </option>
        ))}
    </SelectField>
  );
}
