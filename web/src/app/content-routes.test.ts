import { describe, expect, it } from 'vitest';
import { buildCustomerRoutes, matchCustomerRoute } from './route-table';

const settings = {
  packages: { sales: true, student: true },
  routes: {
    instructorPages: [],
    instructorDetailPage: null,
    articlePages: [],
    articleDetailPage: null,
    customPages: [],
    categoryPages: [],
    adminPaths: [],
  },
};
const open = (path: string) => matchCustomerRoute(buildCustomerRoutes(settings), path);

describe('the content pages in the customer route table', () => {
  it('opens an article by id or slug below /article, after the article categories', () => {
    expect(open('/article')).toMatchObject({ route: { page: 'articles', guard: 'public' } });
    expect(open('/article/first-steps')).toMatchObject({ route: { page: 'articleDetail', guard: 'public' }, params: { id: 'first-steps' } });
    expect(open('/article/category/news')).toMatchObject({ route: { page: 'articleCategory' }, params: { id: 'news' } });
    expect(open('/article/category/news/more').route.page).toBe('notFound');
  });

  it('routes the other content pages of SPEC §2 to their screens', () => {
    expect(open('/review/r-1')).toMatchObject({ route: { page: 'reviewDetail' }, params: { id: 'r-1' } });
    expect(open('/review/category/bootcamp').route.page).toBe('reviewCategory');
    expect(open('/promotion/p-1').route.page).toBe('promotionDetail');
    expect(open('/gallery').route.page).toBe('gallery');
    expect(open('/insrutorhistory').route.page).toBe('instructorHistory');
    expect(open('/private/instructors/i-1')).toMatchObject({ route: { page: 'privateInstructor' }, params: { id: 'i-1' } });
    expect(open('/iframe/courses/c-1').route).toMatchObject({ page: 'courseIframe', chrome: false });
    expect(open('/announcement/a-1').route.page).toBe('announcementDetail');
  });
});
