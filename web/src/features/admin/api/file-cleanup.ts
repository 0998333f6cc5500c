import type { VideoRaw, VideoRecordRaw } from '@lm/shared';
import { routes } from '@lm/shared/api/route-refs';
import { callRoute } from '../../../lib/api/call-route';

/** GET /api/videos/raw/{id}: a video's file name and status, read before it is deleted (../shared/SPEC.md §7 file clean-up). */
export const readVideoRaw = (id: string) => callRoute(routes.readVideoRaw, { params: { id } });

/** GET /api/videosrecord/raw/{id}: a video record's file name, read before it is deleted. */
export const readVideoRecordRaw = (id: string) => callRoute(routes.readVideoRecordRaw, { params: { id } });

/**
 * After a video is deleted, its files: POST /api/delete/video/m3u8 for an HLS video (the original and
 * its renditions), POST /api/home/test_delete for one kept as it is; each with the file name and status.
 */
export const deleteVideoFiles = ({ fileName, status, upload_video_type }: VideoRaw) =>
  callRoute(upload_video_type === 'video-upload-m3u8' ? routes.deleteHlsVideoFiles : routes.deleteMediaFile, { body: { fileName, status } });

/** After a video record is deleted: POST /api/delete/video/record with its file name. */
export const deleteVideoRecordFile = ({ fileName }: VideoRecordRaw) => callRoute(routes.deleteVideoRecordFile, { body: { fileName } });

/** GET /api/images/{id}: an image's file name (`image_file`) and status, read before it is deleted. */
export async function readImageRaw(id: string) {
  const image = await callRoute(routes.getImage, { params: { id } });
  return { fileName: image.image_file, status: image.status };
}

/** After an image is deleted: POST /api/home/test_delete with its file name and status (its original and variants). */
export const deleteImageFile = ({ fileName, status }: { fileName: string; status: string }) => callRoute(routes.deleteMediaFile, { body: { fileName, status } });
