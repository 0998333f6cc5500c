import { routes } from '@lm/shared/api/route-refs';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TitledChoice, TitledChoices } from '../../../components/curriculum-editor/curriculum-editor';
import { localMessageOf } from '../../../lib/messages';
import { useRouteQuery } from '../../../lib/query';

/** GET /api/me/teaching/quizzes: the quizzes the instructor may show as lessons, by their titles, as the curriculum editor offers them. */
export function useTeachingQuizzes(): TitledChoices {
  return useChoices(useRouteQuery(routes.listTeachingQuizzes, {}), 'teaching.curriculum.quizzesFailed');
}

/** GET /api/me/teaching/assignments: the homework the instructor may show as lessons, by their titles. */
export function useTeachingHomework(): TitledChoices {
  return useChoices(useRouteQuery(routes.listTeachingHomework, {}), 'teaching.curriculum.homeworkFailed');
}

function useChoices(query: UseQueryResult<readonly TitledChoice[]>, failed: string): TitledChoices {
  const { t } = useTranslation();
  if (query.isPending) return { status: 'loading' };
  if (query.isError) return { status: 'failed', message: localMessageOf(t, query.error, t(failed)) };
  return { status: 'loaded', items: query.data };
}
