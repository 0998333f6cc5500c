import { type AdminAnnouncement } from '@lm/shared';
import { routes } from './routes.js';
import { push } from '../account/notification-deps.js';
import type { PushAudience } from '../account/notification-ports.js';
import { pushAnnouncement } from '../account/notifications.js';
import { crudHandlers } from '../http/crud-handlers.js';
import type { RouteHandler } from '../http/handler.js';
import { content } from './deps.js';
import { announcements, articles, galleries, instructorProfiles, promotions, reviews } from './content-files.js';

function audienceOf(announcement: AdminAnnouncement): PushAudience {
  if (announcement.audience === 'group') return { kind: 'group', groupId: announcement.audience_id };
  if (announcement.audience === 'user') return { kind: 'user', userId: announcement.audience_id };
  return { kind: 'all' };
}

/** A stored announcement is pushed to its audience's browsers; pushAnnouncement never fails the create (decision 0022). */
const pushCreated = (announcement: AdminAnnouncement, { logger }: { logger: Parameters<typeof pushAnnouncement>[1] }) =>
  pushAnnouncement(push(), logger, {
    id: announcement.id,
    title: announcement.title,
    message: announcement.message,
    audience: audienceOf(announcement),
  });

export const adminHandlers: RouteHandler[] = [
  ...crudHandlers(articles, { list: routes.listArticles, get: routes.getArticle, create: routes.createArticle, update: routes.updateArticle, remove: routes.deleteArticles }, content),
  ...crudHandlers(reviews, { list: routes.listReviews, get: routes.getReview, create: routes.createReview, update: routes.updateReview, remove: routes.deleteReviews }, content),
  ...crudHandlers(galleries, { list: routes.listGalleries, get: routes.getGallery, create: routes.createGallery, update: routes.updateGallery, remove: routes.deleteGalleries }, content),
  ...crudHandlers(
    promotions,
    { list: routes.listPromotions, get: routes.getPromotion, create: routes.createPromotion, update: routes.updatePromotion, remove: routes.deletePromotions },
    content,
  ),
  ...crudHandlers(
    instructorProfiles,
    {
      list: routes.listInstructorProfiles,
      get: routes.getInstructorProfile,
      create: routes.createInstructorProfile,
      update: routes.updateInstructorProfile,
      remove: routes.deleteInstructorProfiles,
    },
    content,
  ),
  ...crudHandlers(
    announcements,
    {
      list: routes.listAnnouncements,
      get: routes.getAnnouncement,
      create: routes.createAnnouncement,
      update: routes.updateAnnouncement,
      remove: routes.deleteAnnouncements,
    },
    content,
    { afterCreate: pushCreated },
  ),
];
