import { routes } from '@lm/shared/api/route-refs';
import { useRouteQuery } from '../../../lib/query';

/** GET /public/images/{id}: a question's picture, its title for alt text and its public URL; kept while the page stays. */
export const usePublicImage = (imageId: string) => useRouteQuery(routes.getPublicImage, { params: { id: imageId } }, { staleTime: Infinity, retry: false });
