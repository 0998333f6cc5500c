import { VIDEO_CATEGORY_COLUMNS, message, type VideoCategory, type videoCategoryInput } from '@lm/shared';
import type * as z from 'zod';
import { videoRecords as videoKind } from '../data/records/video.js';
import { videoCategoryRecords } from '../data/records/video-category.js';
import { CannotDeleteError, invalidField } from '../errors.js';
import { byOrdering, keptAs, type MasterFile, type RecordPorts } from '../master-files/master-file.js';
import { routes } from './routes.js';

type VideoCategoryInput = z.output<typeof videoCategoryInput>;

/** A video's `category_id`: none ('' or absent) or a category of the videos file. */
export async function requireVideoCategory(ports: Pick<RecordPorts, 'records'>, categoryId: string | undefined): Promise<void> {
  if (categoryId && !(await ports.records(videoCategoryRecords).get(categoryId))) throw invalidField('category_id', message('noneWithThisId', { what: 'video category' }));
}

/**
 * Video categories (../shared/SPEC.md §7 DELETE /api/videocategory). A category that videos are
 * still in is not deleted, and neither is any other of the same request (cannotDelete, §8).
 */
export const videoCategories: MasterFile<VideoCategory, RecordPorts, VideoCategoryInput> = {
  what: 'video category',
  store: keptAs(videoCategoryRecords),
  routes: {
    list: routes.listVideoCategories,
    get: routes.getVideoCategory,
    create: routes.createVideoCategory,
    update: routes.updateVideoCategory,
    remove: routes.deleteVideoCategories,
  },
  columns: VIDEO_CATEGORY_COLUMNS,
  sort: byOrdering,
  async beforeDelete(ports, ids) {
    const named = new Set(ids);
    // Videos are read through their listing index, as their admin table is (decision 0011).
    const held = new Map<string, number>();
    for (const video of await ports.records(videoKind).list()) {
      if (video.category_id && named.has(video.category_id)) held.set(video.category_id, (held.get(video.category_id) ?? 0) + 1);
    }
    for (const id of ids) {
      const count = held.get(id);
      if (!count) continue;
      const category = await ports.records(videoCategoryRecords).get(id);
      throw new CannotDeleteError(`video category ${category?.name ?? id}: ${count} ${count === 1 ? 'video still uses' : 'videos still use'} it.`);
    }
  },
};
