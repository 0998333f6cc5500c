import type {} from '@lm/functions/testing/provided-context';
import { api, signIn as apiSignIn, signOut as apiSignOut } from '@lm/functions/testing/api';
import type { Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminTable, DELETED } from '../../testing/admin-table';
import { closeAndSignOut, launchBrowser, screenshot } from '../../testing/browser';

const PASSWORD = 'Demo#2026pass';
const stamp = `e2e${Date.now().toString(36)}`;
const categoryName = `Category ${stamp}`;
const pythonTitle = `Python ${stamp}`;
const goTitle = `Go ${stamp}`;

let browser: Awaited<ReturnType<typeof launchBrowser>>;
let page: Page;
const url = (path: string) => `${inject('webUrl')}${path}`;

async function signInAdmin() {
  await page.goto(url('/admin/login'));
  await page.getByLabel(/^(Username|ชื่อผู้ใช้)$/).fill('admin');
  await page.getByLabel(/^(Password|รหัสผ่าน)$/).fill(PASSWORD);
  await page.getByRole('button', { name: /^(Sign in|เข้าสู่ระบบ)$/ }).click();
  await page.waitForURL(url('/admin'));
}

const openFromMenu = async (name: string) => {
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name, exact: true }).click();
  await page.waitForURL(url(`/admin/${name.toLowerCase()}`));
};
const tabs = () => page.getByRole('navigation', { name: 'Open screens' });
/** The table helpers of whichever page the test is on. */
const table = () => adminTable(page);
const notices = () => table().notices();
const bodyRows = () => table().bodyRows();
const firstCells = () => bodyRows().evaluateAll((rows) => rows.map((row) => row.querySelectorAll('td')[1]?.textContent ?? ''));
const tick = (checkbox: Locator) => table().tick(checkbox);
const settled = () => table().settled();

async function fillCourse(title: string, slug: string, price: string) {
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Slug', { exact: true }).fill(slug);
  await page.getByLabel('Category', { exact: true }).selectOption({ label: categoryName });
  await page.getByLabel('Price (baht)', { exact: true }).fill(price);
  await tick(page.getByRole('checkbox', { name: 'Published', exact: true }));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect.poll(() => page.getByRole('row').filter({ hasText: title }).getAttribute('data-highlighted')).toBe('true');
}

const deleteSelected = (told?: string) => table().deleteSelected(told);

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.dispose();
  // Whatever a failed run left behind goes, through the API.
  const admin = await apiSignIn('admin');
  const token = admin.id_token;
  const filters = (column: string) => encodeURIComponent(JSON.stringify([{ column, operator: 'contain', value: stamp }]));
  const courses = await api(`/api/courses?filters=${filters('title')}`, { token });
  const courseIds = ((courses.body as unknown as { rows?: { id: string }[] }).rows ?? []).map((row) => row.id);
  if (courseIds.length > 0) await api('/api/courses/delete', { method: 'DELETE', token, json: { ids: courseIds } });
  const categories = await api(`/api/categories/course?filters=${filters('name')}`, { token });
  const categoryIds = ((categories.body as unknown as { rows?: { id: string }[] }).rows ?? []).map((row) => row.id);
  if (categoryIds.length > 0) await api('/api/category/delete', { token, json: { ids: categoryIds, type: 'course' } });
  await apiSignOut(admin);
});
afterEach(async (context) => {
  await screenshot(page, context.task.name);
  await closeAndSignOut(page, inject('apiUrl'));
});

describe('master-file tables in Chromium against the local stack', () => {
  it('creates a category and courses, edits, filters, sorts by price, refuses a used category and deletes', { timeout: 120_000 }, async () => {
    page = await browser.newPage();
    await signInAdmin();

    // A course category, through the categories screen.
    await openFromMenu('Categories');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Categories');
    expect(await page.getByRole('button', { name: 'Course categories' }).getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: 'New course category' }).click();
    await page.getByLabel('Name', { exact: true }).fill(categoryName);
    await page.getByLabel('Slug', { exact: true }).fill(`${stamp}-category`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByRole('row').filter({ hasText: categoryName }).getAttribute('data-highlighted')).toBe('true');
    await screenshot(page, 'admin categories after create');

    // The courses screen opens a second tab.
    await page.getByRole('link', { name: 'Learning Marketplace Admin' }).click();
    await openFromMenu('Courses');
    await expect.poll(() => tabs().getByRole('link').allTextContents()).toEqual(['Categories', 'Courses']);
    expect(await tabs().getByRole('link', { name: 'Courses' }).getAttribute('aria-current')).toBe('page');

    // The shared schema's messages next to their fields, before anything is sent.
    await page.getByRole('button', { name: 'New course' }).click();
    await page.getByLabel('Slug', { exact: true }).fill('Not A Slug');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('title is required.').isVisible()).toBe(true);
    expect(await page.getByText('slug may hold lowercase letters, digits and single dashes.').isVisible()).toBe(true);
    expect(await page.getByText('Category is required.', { exact: true }).isVisible()).toBe(true);
    await screenshot(page, 'admin course form with messages');
    await fillCourse(pythonTitle, `${stamp}-python`, '1500');

    await page.getByRole('button', { name: 'New course' }).click();
    await fillCourse(goTitle, `${stamp}-go`, '900');

    // Edit: read by id, replace, back with the row highlighted.
    await page.getByRole('button', { name: `Edit ${goTitle}` }).click();
    const price = page.getByLabel('Price (baht)', { exact: true });
    await expect.poll(() => price.inputValue()).toBe('900.00');
    await price.fill('950');
    // Exactly: a saved course's curriculum panel has a "Save curriculum" button of its own.
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const goRow = page.getByRole('row').filter({ hasText: goTitle });
    await expect.poll(() => goRow.getAttribute('data-highlighted')).toBe('true');
    await expect.poll(() => goRow.textContent()).toContain('฿950.00');
    await expect.poll(async () => (await notices().allTextContents()).some((text) => text.includes(`Saved the course “${goTitle}”.`))).toBe(true);

    // Filter: title contains the stamp.
    await page.getByLabel('Column', { exact: true }).selectOption({ label: 'Title' });
    await page.getByLabel('Operator', { exact: true }).selectOption({ label: 'contains' });
    await page.getByLabel('Value', { exact: true }).fill(stamp);
    await page.getByRole('button', { name: 'Add filter' }).click();
    await settled();
    await expect.poll(() => bodyRows().count()).toBe(2);
    expect(await page.getByRole('list', { name: 'Applied filters' }).textContent()).toContain(`Title contains ${stamp}`);
    await expect.poll(() => page.getByText(/^Page 1 of 1, 2 items$/).isVisible()).toBe(true);

    // Sort by price, ascending then descending.
    const priceHeader = page.getByRole('columnheader', { name: 'Price (baht)', exact: true });
    await priceHeader.getByRole('button').click();
    await settled();
    await expect.poll(() => priceHeader.getAttribute('aria-sort')).toBe('ascending');
    await expect.poll(firstCells).toEqual([goTitle, pythonTitle]);
    await priceHeader.getByRole('button').click();
    await expect.poll(() => priceHeader.getAttribute('aria-sort')).toBe('descending');
    await expect.poll(firstCells).toEqual([pythonTitle, goTitle]);
    await screenshot(page, 'admin courses filtered and sorted');

    // A category that courses still use is not deleted.
    await tabs().getByRole('link', { name: 'Categories' }).click();
    await page.waitForURL(url('/admin/categories'));
    await tick(page.getByRole('checkbox', { name: `Select ${categoryName}` }));
    await deleteSelected();
    await expect.poll(() => notices().allTextContents()).toContain(`Cannot delete course category ${categoryName}: 2 courses still use it.`);
    expect(await page.getByRole('row').filter({ hasText: categoryName }).count()).toBe(1);
    await screenshot(page, 'admin category cannot delete');

    // Back on the courses tab the filter and sort are still there: select both and delete them.
    await tabs().getByRole('link', { name: 'Courses' }).click();
    await page.waitForURL(url('/admin/courses'));
    await settled();
    await expect.poll(() => bodyRows().count()).toBe(2);
    await tick(page.getByRole('checkbox', { name: 'Select all on this page' }));
    await expect.poll(() => page.getByText('2 selected').isVisible()).toBe(true);
    await deleteSelected(DELETED);
    await expect.poll(() => page.getByText(/^Page 1 of 1, 0 items$/).isVisible()).toBe(true);
    expect(await page.getByRole('row').filter({ hasText: pythonTitle }).count()).toBe(0);
    await screenshot(page, 'admin courses deleted');

    // Clear filter, then the category can go; closing the active tab activates the previous one.
    await page.getByRole('button', { name: 'Clear filter' }).click();
    await expect.poll(() => page.getByRole('list', { name: 'Applied filters' }).count()).toBe(0);
    await tabs().getByRole('link', { name: 'Categories' }).click();
    await page.waitForURL(url('/admin/categories'));
    await settled();
    // The refused delete left the category selected.
    expect(await page.getByRole('checkbox', { name: `Select ${categoryName}` }).isChecked()).toBe(true);
    await deleteSelected(DELETED);
    await expect.poll(() => page.getByRole('row').filter({ hasText: categoryName }).count()).toBe(0);

    await tabs().getByRole('button', { name: 'Close Categories' }).click();
    await page.waitForURL(url('/admin/courses'));
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Courses');
    await expect.poll(() => tabs().getByRole('link').allTextContents()).toEqual(['Courses']);
    expect(await tabs().getByRole('link', { name: 'Courses' }).getAttribute('aria-current')).toBe('page');
  });
});
