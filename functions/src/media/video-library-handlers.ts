import { fileLayoutOf } from '@lm/shared';
import { route } from '../app.js';
import { masterFileHandlers } from '../http/crud-handlers.js';
import { requirePermission, type RouteHandler } from '../http/handler.js';
import { videoPorts } from './deps.js';
import { deleteHlsVideoFiles, deleteMediaFile, deleteVideoRecordFile, readVideoRaw, readVideoRecordRaw, screenOfFile } from './file-cleanup.js';
import { routes } from './routes.js';
import { videoCategories } from './video-categories.js';
import { completeVideoRecordUpload, requestVideoRecordUpload, videoRecords, viewVideoRecordFile } from './video-records.js';

/** Video categories, course video records and ../shared/SPEC.md §7's file clean-up (decision 0036). */
export const videoLibraryHandlers: RouteHandler[] = [
  ...masterFileHandlers([videoCategories], videoPorts),
  ...masterFileHandlers([videoRecords], videoPorts),
  route(routes.requestVideoRecordUpload, ({ params, body }) => requestVideoRecordUpload(videoPorts(), params.id, body)),
  route(routes.completeVideoRecordUpload, ({ params, body }) => completeVideoRecordUpload(videoPorts(), params.id, body)),
  route(routes.viewVideoRecordFile, ({ params }) => viewVideoRecordFile(videoPorts(), params.id)),
  route(routes.readVideoRaw, ({ params }) => readVideoRaw(videoPorts(), params.id)),
  route(routes.readVideoRecordRaw, ({ params }) => readVideoRecordRaw(videoPorts(), params.id)),
  route(routes.deleteVideoRecordFile, ({ body }) => deleteVideoRecordFile(videoPorts(), body.fileName)),
  route(routes.deleteMediaFile, async ({ body, caller, permissions }) => {
    // The route serves the files of several screens: each file needs its own screen's permission.
    const layout = fileLayoutOf(body.fileName);
    if (layout) await requirePermission({ ...routes.deleteMediaFile, permission: [screenOfFile(layout)] }, caller, permissions);
    return deleteMediaFile(videoPorts(), body.fileName);
  }),
  route(routes.deleteHlsVideoFiles, ({ body }) => deleteHlsVideoFiles(videoPorts(), body.fileName)),
];
