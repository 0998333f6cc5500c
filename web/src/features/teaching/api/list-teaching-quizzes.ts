import { routes } from '@lm/shared/api/route-refs';
import { useTranslation } from 'react-i18next';
import type { QuizChoices } from '../../../components/curriculum-editor/curriculum-editor';
import { localMessageOf } from '../../../lib/messages';
import { useRouteQuery } from '../../../lib/query';

/** GET /api/me/teaching/quizzes: the quizzes the instructor may show as lessons, by their titles, as the curriculum editor offers them. */
export function useTeachingQuizzes(): QuizChoices {
  const { t } = useTranslation();
  const quizzes = useRouteQuery(routes.listTeachingQuizzes, {});
  if (quizzes.isPending) return { status: 'loading' };
  if (quizzes.isError) return { status: 'failed', message: localMessageOf(t, quizzes.error, t('teaching.curriculum.quizzesFailed')) };
  return { status: 'loaded', quizzes: quizzes.data };
}
