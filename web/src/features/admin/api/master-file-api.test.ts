import { routes } from '@lm/shared';
import { describe, expect, it } from 'vitest';
import { queryClient } from '../../../lib/query';
import { courseCategories, productCategories } from '../master-files/categories';
import { courses } from '../master-files/courses';
import { deleteBodyOf, fileKey, invalidateFile } from './master-file-api';

describe('what a save or a delete makes the cache read again', () => {
  it("drops a file's table pages and the option lists read from it, and nothing of other files", async () => {
    const page = [...fileKey(courseCategories), 'page', { page: 1 }];
    const options = [routes.listCategories.id, { type: 'course' }, 'options'];
    const other = [...fileKey(courses), 'page', { page: 1 }];
    for (const key of [page, options, other]) queryClient.setQueryData(key, { rows: [] });

    await invalidateFile(courseCategories);

    expect(queryClient.getQueryState(page)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(options)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(other)?.isInvalidated).toBe(false);
  });

  it('keys each kind of category apart, so one kind’s pages are not another’s', () => {
    expect(fileKey(courseCategories)).not.toEqual(fileKey(productCategories));
    expect(deleteBodyOf(productCategories, ['p'])).toEqual({ ids: ['p'], type: 'product' });
  });
});
