import { routes, type AdminAnnouncement, type deleteContent, type idParams, type RouteDefinition, type tableQuery, type TablePage } from '@lm/shared';
import type * as z from 'zod';
import { push } from '../account/notification-deps.js';
import type { PushAudience } from '../account/notification-ports.js';
import { pushAnnouncement } from '../account/notifications.js';
import { route } from '../app.js';
import type { RouteHandler } from '../http/handler.js';
import { content } from './deps.js';
import {
  announcements,
  articles,
  createRecord,
  deleteRecords,
  galleries,
  getRecord,
  instructorProfiles,
  listRecords,
  promotions,
  reviews,
  updateRecord,
  type Fields,
  type MasterFile,
} from './service.js';

/** The five admin routes of one master file, typed by its record so each handler's input and answer match the service. */
interface CrudRoutes<T> {
  list: RouteDefinition<undefined, typeof tableQuery, undefined, z.ZodType<TablePage<T>>, 'admin'>;
  get: RouteDefinition<typeof idParams, undefined, undefined, z.ZodType<T>, 'admin'>;
  create: RouteDefinition<undefined, undefined, z.ZodType<Fields<T>>, z.ZodType<T>, 'admin'>;
  update: RouteDefinition<typeof idParams, undefined, z.ZodType<Fields<T>>, z.ZodType<T>, 'admin'>;
  remove: RouteDefinition<undefined, undefined, typeof deleteContent, z.ZodType<{ success: true; ok: true; deleted: string[] }>, 'admin'>;
}

type AfterCreate<T> = (record: T, logger: Parameters<typeof pushAnnouncement>[1]) => Promise<unknown>;

/** Every master file's admin handlers are alike: the route table and the file's definition make them. */
function crudHandlers<T extends { id: string; created_at: string; updated_at: string }>(
  file: MasterFile<T>,
  crud: CrudRoutes<T>,
  afterCreate?: AfterCreate<T>,
): RouteHandler[] {
  return [
    route(crud.list, ({ query }) => listRecords(content(), file, query)),
    route(crud.get, ({ params }) => getRecord(content(), file, params.id)),
    route(crud.create, async ({ body, logger }) => {
      const record = await createRecord(content(), file, body);
      await afterCreate?.(record, logger);
      return record;
    }),
    route(crud.update, ({ params, body }) => updateRecord(content(), file, params.id, body)),
    route(crud.remove, ({ body }) => deleteRecords(content(), file, body.ids)),
  ];
}

function audienceOf(announcement: AdminAnnouncement): PushAudience {
  if (announcement.audience === 'group') return { kind: 'group', groupId: announcement.audience_id };
  if (announcement.audience === 'user') return { kind: 'user', userId: announcement.audience_id };
  return { kind: 'all' };
}

/** A stored announcement is pushed to its audience's browsers; pushAnnouncement never fails the create (decision 0022). */
const pushCreated: AfterCreate<AdminAnnouncement> = (announcement, logger) =>
  pushAnnouncement(push(), logger, {
    id: announcement.id,
    title: announcement.title,
    message: announcement.message,
    audience: audienceOf(announcement),
  });

export const adminHandlers: RouteHandler[] = [
  ...crudHandlers(articles, { list: routes.listArticles, get: routes.getArticle, create: routes.createArticle, update: routes.updateArticle, remove: routes.deleteArticles }),
  ...crudHandlers(reviews, { list: routes.listReviews, get: routes.getReview, create: routes.createReview, update: routes.updateReview, remove: routes.deleteReviews }),
  ...crudHandlers(galleries, {
    list: routes.listGalleries,
    get: routes.getGallery,
    create: routes.createGallery,
    update: routes.updateGallery,
    remove: routes.deleteGalleries,
  }),
  ...crudHandlers(promotions, {
    list: routes.listPromotions,
    get: routes.getPromotion,
    create: routes.createPromotion,
    update: routes.updatePromotion,
    remove: routes.deletePromotions,
  }),
  ...crudHandlers(instructorProfiles, {
    list: routes.listInstructorProfiles,
    get: routes.getInstructorProfile,
    create: routes.createInstructorProfile,
    update: routes.updateInstructorProfile,
    remove: routes.deleteInstructorProfiles,
  }),
  ...crudHandlers(
    announcements,
    {
      list: routes.listAnnouncements,
      get: routes.getAnnouncement,
      create: routes.createAnnouncement,
      update: routes.updateAnnouncement,
      remove: routes.deleteAnnouncements,
    },
    pushCreated,
  ),
];
