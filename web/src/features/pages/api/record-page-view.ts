import { routes } from '@lm/shared/api/route-refs';
import { callRoute } from '../../../lib/api/call-route';

/** POST /public/custompage/{page}/view (the page's id): counts one view (../shared/SPEC.md §2: a pageview per render). */
export const recordPageView = (pageId: string) => callRoute(routes.recordPageView, { params: { page: pageId } });
