import type { PageViews } from '@lm/shared';
import { api } from '../../../lib/api/client';

/** POST /public/custompage/{page}/view (the page's id): counts one view (SPEC §2: a pageview per render). */
export const recordPageView = (pageId: string) => api.post<PageViews>(`/public/custompage/${encodeURIComponent(pageId)}/view`, undefined, { token: 'none' });
