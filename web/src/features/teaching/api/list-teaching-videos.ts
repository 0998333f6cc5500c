import { routes } from '@lm/shared/api/route-refs';
import { useTranslation } from 'react-i18next';
import type { VideoChoices } from '../../../components/curriculum-editor/curriculum-editor';
import { localMessageOf } from '../../../lib/messages';
import { useRouteQuery } from '../../../lib/query';

/** GET /api/me/teaching/videos: the videos the instructor may show in a lesson, as the curriculum editor offers them. */
export function useTeachingVideos(): VideoChoices {
  const { t } = useTranslation();
  const videos = useRouteQuery(routes.listTeachingVideos, {});
  if (videos.isPending) return { status: 'loading' };
  if (videos.isError) return { status: 'failed', message: localMessageOf(t, videos.error, t('teaching.curriculum.videosFailed')) };
  return { status: 'loaded', videos: videos.data };
}
