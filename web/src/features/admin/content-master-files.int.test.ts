import type {} from '@lm/functions/testing/provided-context';
import { api, signIn as apiSignIn, signOut as apiSignOut } from '@lm/functions/testing/api';
import { afterAll, describe, expect, it } from 'vitest';
import { screenshot } from '../../testing/browser';
import { adminTable, DELETED } from '../../testing/admin-table';
import { browserSuite } from '../../testing/browser-suite';

const suite = browserSuite();
const stamp = `ea${Date.now().toString(36)}`;
const categoryName = `Study tips ${stamp}`;
const articleTitle = `Ten minutes a day ${stamp}`;

afterAll(async () => {
  // Whatever a failed run left behind goes, through the API.
  const admin = await apiSignIn('admin');
  const token = admin.id_token;
  const idsOf = async (path: string, column: string) => {
    const filters = encodeURIComponent(JSON.stringify([{ column, operator: 'contain', value: stamp }]));
    const answer = await api(`${path}?filters=${filters}`, { token });
    return ((answer.body as unknown as { rows?: { id: string }[] }).rows ?? []).map((row) => row.id);
  };
  const promotions = await idsOf('/api/promotions', 'title');
  if (promotions.length > 0) await api('/api/promotion/delete', { method: 'DELETE', token, json: { ids: promotions } });
  const galleries = await idsOf('/api/galleries', 'title');
  if (galleries.length > 0) await api('/api/gallery/delete', { token, json: { ids: galleries } });
  const announcements = await idsOf('/api/announcements', 'title');
  if (announcements.length > 0) await api('/api/announcements', { method: 'DELETE', token, json: { ids: announcements } });
  const articles = await idsOf('/api/articles', 'title');
  if (articles.length > 0) await api('/api/article/delete', { token, json: { ids: articles } });
  const categories = await idsOf('/api/categories/article', 'name');
  if (categories.length > 0) await api('/api/articlecate', { method: 'DELETE', token, json: { ids: categories } });
  await apiSignOut(admin);
});

describe('the content master files in Chromium against the local stack', () => {
  it('creates an article in a new article category, finds it by filter, refuses the used category, then deletes both', { timeout: 120_000 }, async () => {
    const page = await suite.backOffice();

    const { notices, bodyRows, settled, tick, deleteSelected } = adminTable(page);
    const show = async (view: 'Articles' | 'Article categories') => {
      const toggle = page.getByRole('button', { name: view, exact: true });
      await toggle.click();
      await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
      await settled();
    };

    // The content screens are in the menu; instructors' profiles have a screen of their own.
    const menu = page.getByRole('navigation', { name: 'Menu' });
    for (const name of ['Articles', 'Reviews', 'Galleries', 'Promotions', 'Announcements']) await expect.poll(() => menu.getByRole('link', { name, exact: true }).count()).toBe(1);
    await menu.getByRole('link', { name: 'Instructor profiles', exact: true }).click();
    await page.waitForURL(suite.url('/admin/instructor-profiles'));
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Instructor profiles');
    await expect.poll(() => page.getByRole('row').filter({ hasText: 'Somchai Wongsakul' }).count()).toBe(1);
    await page.getByRole('link', { name: 'Learning Marketplace Admin' }).click();

    // The articles screen, from the menu; its categories are a switch away.
    await menu.getByRole('link', { name: 'Articles', exact: true }).click();
    await page.waitForURL(suite.url('/admin/articles'));
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Articles');
    await show('Article categories');
    await page.getByRole('button', { name: 'New article category' }).click();
    await page.getByLabel('Name', { exact: true }).fill(categoryName);
    await page.getByLabel('Slug', { exact: true }).fill(`${stamp}-study-tips`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByRole('row').filter({ hasText: categoryName }).getAttribute('data-highlighted')).toBe('true');

    // An article in it: the shared schema's messages first, then a filled form.
    await show('Articles');
    await page.getByRole('button', { name: 'New article' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('title is required.').isVisible()).toBe(true);
    expect(await page.getByText('Category is required.', { exact: true }).isVisible()).toBe(true);
    await page.getByLabel('Title', { exact: true }).fill(articleTitle);
    await page.getByLabel('Slug', { exact: true }).fill(`${stamp}-ten-minutes`);
    await page.getByLabel('Category', { exact: true }).selectOption({ label: categoryName });
    await page.getByLabel('Author', { exact: true }).fill('Malee Jaidee');
    await page.getByLabel('Body', { exact: true }).fill('Ten minutes every day beat two hours on Sunday.\n\nStart with the lesson you skipped.');
    await tick(page.getByRole('checkbox', { name: 'Published', exact: true }));
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByRole('row').filter({ hasText: articleTitle }).getAttribute('data-highlighted')).toBe('true');

    // Found by a filter on its title.
    await page.getByLabel('Column', { exact: true }).selectOption({ label: 'Title' });
    await page.getByLabel('Operator', { exact: true }).selectOption({ label: 'contains' });
    await page.getByLabel('Value', { exact: true }).fill(stamp);
    await page.getByRole('button', { name: 'Add filter' }).click();
    await settled();
    await expect.poll(() => bodyRows().count()).toBe(1);
    expect(await bodyRows().first().textContent()).toContain(articleTitle);
    expect(await page.getByRole('list', { name: 'Applied filters' }).textContent()).toContain(`Title contains ${stamp}`);
    await screenshot(page, 'admin articles filtered');

    // The category an article uses is not deleted.
    await show('Article categories');
    await tick(page.getByRole('checkbox', { name: `Select ${categoryName}` }));
    const tableTop = async () => (await page.locator('.master-table__scroll').boundingBox())?.y;
    const before = await tableTop();
    await deleteSelected();
    await expect.poll(() => notices().allTextContents()).toContain(`Cannot delete article category ${categoryName}: 1 article still uses it.`);
    // A notice floats over the screen: nothing under the pointer moves as one comes and goes.
    expect(await tableTop()).toBe(before);
    expect(await page.getByRole('row').filter({ hasText: categoryName }).count()).toBe(1);
    await screenshot(page, 'admin article category cannot delete');

    // The article goes; the table keeps its filter.
    await show('Articles');
    await expect.poll(() => bodyRows().count()).toBe(1);
    await tick(page.getByRole('checkbox', { name: `Select ${articleTitle}` }));
    await deleteSelected(DELETED);
    await expect.poll(() => page.getByText(/^Page 1 of 1, 0 items$/).isVisible()).toBe(true);
    const stored = await api(`/api/articles?filters=${encodeURIComponent(JSON.stringify([{ column: 'title', operator: 'contain', value: stamp }]))}`, {
      token: await page.evaluate(() => (JSON.parse(localStorage.getItem('lm.session.admin') ?? '{}') as { token?: string }).token ?? ''),
    });
    expect(stored.body).toMatchObject({ total: 0 });

    // Then the category, still selected after the refused delete.
    await show('Article categories');
    expect(await page.getByRole('checkbox', { name: `Select ${categoryName}` }).isChecked()).toBe(true);
    await deleteSelected(DELETED);
    await expect.poll(() => page.getByRole('row').filter({ hasText: categoryName }).count()).toBe(0);
  });

  it('lets an editor of instructor profiles pick the account a profile belongs to by name', { timeout: 90_000 }, async () => {
    // The content editor's role opens instructor profiles, not the instructors' accounts.
    const page = await suite.backOffice('/admin/instructor-profiles', 'editor');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Instructor profiles');
    await page.getByRole('button', { name: 'Edit Somchai Wongsakul' }).click();
    const account = page.getByLabel('Instructor account', { exact: true });
    await expect.poll(() => account.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent)).toBe('Somchai Wongsakul');
    const names = await account.locator('option').allTextContents();
    expect(names).toEqual(expect.arrayContaining(['No account', 'Ines Teacher', 'Niran Khru', 'Somchai Wongsakul']));
    // Instructors only: no student or administrator to pick.
    expect(names).not.toContain('Malee Suksan');
    expect(names).not.toContain('Ada Admin');
    expect(await account.isDisabled()).toBe(false);
    await screenshot(page, 'admin-instructor-profile-account');
    await page.goto(suite.url('/admin'));
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect.poll(() => page.getByLabel('Username').count()).toBe(1);
  });

  it('lets an editor address an announcement to a user group or a student picked by name', { timeout: 90_000 }, async () => {
    // The content editor's role opens announcements, not the user groups' or students' screens.
    const page = await suite.backOffice('/admin/announcements', 'editor');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Announcements');
    await page.getByRole('button', { name: 'New announcement' }).click();
    await page.getByLabel('Title', { exact: true }).fill(`Room change ${stamp}`);
    await page.getByLabel('Message', { exact: true }).fill('The morning class meets in room 4 this week.');
    // For everyone, there is nobody to pick.
    const audience = page.getByLabel('Audience', { exact: true });
    const whom = page.getByLabel('Group or student', { exact: true });
    expect(await audience.inputValue()).toBe('all');
    expect(await whom.count()).toBe(0);

    await audience.selectOption({ label: 'One user' });
    await expect.poll(() => whom.locator('option', { hasText: 'Malee Suksan (student2)' }).count()).toBe(1);
    await audience.selectOption({ label: 'A user group' });
    await expect.poll(() => whom.locator('option', { hasText: 'Morning class' }).count()).toBe(1);
    await whom.selectOption({ label: 'Morning class' });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByRole('row').filter({ hasText: `Room change ${stamp}` }).count()).toBe(1);
    // The table names the group, as the form did.
    await expect.poll(() => page.getByRole('row').filter({ hasText: `Room change ${stamp}` }).textContent()).toContain('Morning class');

    await page.goto(suite.url('/admin'));
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect.poll(() => page.getByLabel('Username').count()).toBe(1);
  });

  it('keeps a promotion’s dates and chosen courses, and a gallery’s images in order, through the forms', { timeout: 120_000 }, async () => {
    const page = await suite.backOffice();
    const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('lm.session.admin') ?? '{}') as { token?: string }).token ?? '');
    const stored = async (path: string, title: string) => {
      const filters = encodeURIComponent(JSON.stringify([{ column: 'title', operator: 'equal', value: title }]));
      const answer = await api(`${path}?filters=${filters}`, { token });
      return (answer.body as unknown as { rows: Record<string, unknown>[] }).rows;
    };
    const { tick } = adminTable(page);

    // A promotion: dates, a discount that the shared schema checks, and two courses ticked.
    const promotionTitle = `Year-end sale ${stamp}`;
    await page.goto(suite.url('/admin/promotions'));
    await page.getByRole('button', { name: 'New promotion' }).click();
    await page.getByLabel('Title', { exact: true }).fill(promotionTitle);
    await page.getByLabel('Starts on', { exact: true }).fill('2026-12-20');
    await page.getByLabel('Ends on', { exact: true }).fill('2026-12-10');
    await page.getByLabel('Discount', { exact: true }).fill('150');
    const courses = page.getByRole('group', { name: 'Courses', exact: true });
    await tick(courses.getByRole('checkbox', { name: 'Data analysis with pandas' }));
    await tick(courses.getByRole('checkbox', { name: 'SQL for analysts' }));
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('Ends on cannot be before starts on.', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText('A percent discount is at most 100.').isVisible()).toBe(true);
    await page.getByLabel('Ends on', { exact: true }).fill('2026-12-31');
    await page.getByLabel('Discount', { exact: true }).fill('15');
    // Its prices before and after, through the shop's pricing: 15% off each course's price now.
    const preview = page.getByRole('region', { name: 'Prices with this promotion' });
    const pricesOf = (name: string) => preview.getByRole('row').filter({ hasText: name }).getByRole('cell').allTextContents();
    await expect.poll(() => pricesOf('Data analysis with pandas')).toEqual(['Data analysis with pandas', '฿1,290.00', '฿1,096.50']);
    expect(await pricesOf('SQL for analysts')).toEqual(['SQL for analysts', '฿1,490.00', '฿1,266.50']);
    await screenshot(page, 'admin promotion form');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByRole('row').filter({ hasText: promotionTitle }).getAttribute('data-highlighted')).toBe('true');
    expect(await page.getByRole('row').filter({ hasText: promotionTitle }).textContent()).toContain('Percent off');
    const [promotion] = await stored('/api/promotions', promotionTitle);
    expect(promotion).toMatchObject({ starts_on: '2026-12-20', ends_on: '2026-12-31', discount_kind: 'percent', discount_value: 15 });
    expect([...(promotion?.course_ids as string[])].sort()).toEqual(['course-pandas', 'course-sql']);

    await page.getByRole('button', { name: `Edit ${promotionTitle}` }).click();
    await expect.poll(() => page.getByLabel('Starts on', { exact: true }).inputValue()).toBe('2026-12-20');
    expect(await courses.getByRole('checkbox', { name: 'SQL for analysts' }).isChecked()).toBe(true);
    expect(await courses.getByRole('checkbox', { name: 'Python for beginners' }).isChecked()).toBe(false);
    await page.getByRole('button', { name: 'Cancel' }).click();

    // A gallery: image rows added, one removed, the rest kept in order.
    const galleryTitle = `Graduation day ${stamp}`;
    await page.goto(suite.url('/admin/galleries'));
    await page.getByRole('button', { name: 'New gallery' }).click();
    await page.getByLabel('Title', { exact: true }).fill(galleryTitle);
    await page.getByLabel('Category', { exact: true }).selectOption({ index: 1 });
    for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Add to Images' }).click();
    await page.getByLabel('Image URL 1', { exact: true }).fill('/demo/page-slide-learn.svg');
    await page.getByLabel('Caption 1', { exact: true }).fill('Caps in the air');
    await page.getByLabel('Image URL 2', { exact: true }).fill('/demo/page-banner.svg');
    await page.getByLabel('Image URL 3', { exact: true }).fill('/demo/page-slide-live.svg');
    await page.getByLabel('Caption 3', { exact: true }).fill('The families');
    await page.getByRole('button', { name: 'Remove row 2' }).click();
    await tick(page.getByRole('checkbox', { name: 'Published', exact: true }));
    await screenshot(page, 'admin gallery form');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByRole('row').filter({ hasText: galleryTitle }).getAttribute('data-highlighted')).toBe('true');
    const [saved] = await stored('/api/galleries', galleryTitle);
    expect(saved?.images).toEqual([
      { src: '/demo/page-slide-learn.svg', caption: 'Caps in the air' },
      { src: '/demo/page-slide-live.svg', caption: 'The families' },
    ]);
  });
});
