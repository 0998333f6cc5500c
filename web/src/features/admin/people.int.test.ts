import type {} from '@lm/functions/testing/provided-context';
import { api, signIn as apiSignIn, signOut as apiSignOut } from '@lm/functions/testing/api';
import { afterAll, describe, expect, it } from 'vitest';
import { screenshot } from '../../testing/browser';
import { adminTable, DELETED, PATIENT } from '../../testing/admin-table';
import { browserSuite } from '../../testing/browser-suite';

const suite = browserSuite();
const stamp = `pe${Date.now().toString(36)}`;
const instructorName = `ins.${stamp}`;
const instructorPassword = `Teach#${stamp}A1`;
const adminName = `adm.${stamp}`;
const roleName = `Editors ${stamp}`;
const groupName = `Evening class ${stamp}`;

/** The stack runs the fullest package table, which has user groups (decision 0039); the main table has them off (../shared/SPEC.md §6). */
const WITHOUT_USER_GROUPS = { name: 'ENTERPRISE', table: 'main' };
const STACK_PLAN = { name: 'ENTERPRISE', table: 'full' };

afterAll(async () => {
  // Whatever a failed run left behind goes, through the API; then the stack's plan is back.
  const admin = await apiSignIn('admin');
  const token = admin.id_token;
  await api('/api/settings/plan', { method: 'PUT', token, json: STACK_PLAN });
  const idsOf = async (path: string, column: string) => {
    const filters = encodeURIComponent(JSON.stringify([{ column, operator: 'contain', value: stamp }]));
    const answer = await api(`${path}?filters=${filters}`, { token });
    return ((answer.body as unknown as { rows?: { id: string }[] }).rows ?? []).map((row) => row.id);
  };
  const instructors = await idsOf('/api/instructors', 'username');
  if (instructors.length > 0) await api('/api/delete/instructors', { method: 'DELETE', token, json: { ids: instructors } });
  const administrators = await idsOf('/api/administrators', 'username');
  if (administrators.length > 0) await api('/api/users/delete', { method: 'DELETE', token, json: { ids: administrators } });
  const roles = await idsOf('/api/roles', 'name');
  if (roles.length > 0) await api('/api/roles', { method: 'DELETE', token, json: { ids: roles } });
  const groups = await idsOf('/api/user/group', 'name');
  if (groups.length > 0) await api('/api/user/group', { method: 'DELETE', token, json: { ids: groups } });
  await api('/api/settings/plan', { method: 'PUT', token, json: STACK_PLAN });
  await apiSignOut(admin);
});

describe('the people screens in Chromium against the local stack', () => {
  it('creates an instructor who then signs in; refuses to delete them while signed in; disables and deletes them', { timeout: 180_000 }, async () => {
    const page = await suite.backOffice('/admin/instructors');
    const { notices, row, settled, tick, deleteSelected, saved } = adminTable(page);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Instructors');
    await settled();

    // The shared schema's messages first, then a filled form; the password is typed hidden.
    await page.getByRole('button', { name: 'New instructor' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('Username is required.').isVisible()).toBe(true);
    expect(await page.getByText('E-mail is required.').isVisible()).toBe(true);
    await page.getByLabel('Username', { exact: true }).fill(instructorName);
    await page.getByLabel('Password', { exact: true }).fill(instructorPassword);
    expect(await page.getByLabel('Password', { exact: true }).getAttribute('type')).toBe('password');
    await page.getByLabel('E-mail', { exact: true }).fill(`${stamp}@example.com`);
    await page.getByLabel('First name', { exact: true }).fill('Kanya');
    await page.getByLabel('Last name', { exact: true }).fill('Thongdee');
    await screenshot(page, 'admin instructor form');
    await page.getByRole('button', { name: 'Save' }).click();
    await saved(instructorName);
    expect(await row(instructorName).textContent()).toContain(`${stamp}@example.com`);
    expect(await page.getByRole('table').textContent()).not.toContain(instructorPassword);

    // The new instructor signs in through the instructors' own sign-in page.
    const instructor = await suite.page('/signininstructor');
    await suite.signIn(instructor, instructorName, instructorPassword);
    await instructor.waitForURL(suite.url('/myaccount/instructor/home'));
    await expect.poll(() => instructor.getByText(/^(Welcome, |ยินดีต้อนรับ )Kanya Thongdee$/).isVisible()).toBe(true);

    // Signed in, the account is not deleted (§8 active_user: the server's msg).
    await tick(page.getByRole('checkbox', { name: `Select ${instructorName}` }));
    await deleteSelected();
    await expect.poll(() => notices().allTextContents(), PATIENT).toContain(`${instructorName} is signed in now. Try again after they sign out.`);
    expect(await row(instructorName).count()).toBe(1);
    await screenshot(page, 'admin instructor active user');

    // The edit form keeps the username and asks only for a new password; disabling ends the session.
    await page.getByRole('button', { name: `Edit ${instructorName}` }).click();
    await expect.poll(() => page.getByLabel('E-mail', { exact: true }).inputValue()).toBe(`${stamp}@example.com`);
    expect(await page.getByLabel('Username', { exact: true }).count()).toBe(0);
    expect(await page.getByLabel('New password', { exact: true }).inputValue()).toBe('');
    await tick(page.getByRole('checkbox', { name: 'Disabled', exact: true }));
    await page.getByRole('button', { name: 'Save' }).click();
    await saved(instructorName);
    // The row was on the page already: its new state shows once the page is fetched again.
    await expect.poll(() => row(instructorName).locator('td').allTextContents(), PATIENT).toContain('Yes');
    const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('lm.session.admin') ?? '{}') as { token?: string }).token ?? '');
    const filters = encodeURIComponent(JSON.stringify([{ column: 'username', operator: 'equal', value: instructorName }]));
    const stored = await api(`/api/instructors?filters=${filters}`, { token });
    expect((stored.body as unknown as { rows: Record<string, unknown>[] }).rows).toEqual([
      expect.objectContaining({ username: instructorName, email: `${stamp}@example.com`, firstname: 'Kanya', disabled: true }),
    ]);

    // Then it goes, through the table.
    const select = page.getByRole('checkbox', { name: `Select ${instructorName}` });
    if (!(await select.isChecked())) await tick(select);
    await deleteSelected(DELETED);
    await expect.poll(() => row(instructorName).count(), PATIENT).toBe(0);
  });

  it('creates a user role and a user group; refuses to delete the role an administrator holds', { timeout: 180_000 }, async () => {
    const page = await suite.backOffice('/admin/user-roles');
    const { notices, row, settled, tick, deleteSelected, saved } = adminTable(page);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('User roles');
    await settled();

    // A role: a name and the screens it opens, worded as the menu words them.
    await page.getByRole('button', { name: 'New user role' }).click();
    await page.getByLabel('Name', { exact: true }).fill(roleName);
    await page.getByLabel('Description', { exact: true }).fill('Writes the articles and answers the reviews.');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('Choose at least one screen.').isVisible()).toBe(true);
    const screens = page.getByRole('group', { name: 'Screens this role opens' });
    await tick(screens.getByRole('checkbox', { name: 'Articles', exact: true }));
    await tick(screens.getByRole('checkbox', { name: 'Reviews', exact: true }));
    await screenshot(page, 'admin user role form');
    await page.getByRole('button', { name: 'Save' }).click();
    await saved(roleName);

    await page.getByRole('button', { name: `Edit ${roleName}` }).click();
    await expect.poll(() => screens.getByRole('checkbox', { name: 'Articles', exact: true }).isChecked()).toBe(true);
    expect(await screens.getByRole('checkbox', { name: 'Reviews', exact: true }).isChecked()).toBe(true);
    expect(await screens.getByRole('checkbox', { name: 'Courses', exact: true }).isChecked()).toBe(false);
    await page.getByRole('button', { name: 'Cancel' }).click();

    // A group of students: the plan must have user groups, which the main table's ENTERPRISE does not.
    const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('lm.session.admin') ?? '{}') as { token?: string }).token ?? '');
    expect(await api('/api/settings/plan', { method: 'PUT', token, json: WITHOUT_USER_GROUPS })).toMatchObject({ status: 200 });
    await page.goto(suite.url('/admin/user-groups'));
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('This feature is not included in the current plan (USER_GROUP).');
    expect(await api('/api/settings/plan', { method: 'PUT', token, json: STACK_PLAN })).toMatchObject({ status: 200 });
    await page.reload();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('User groups');
    await page.getByRole('button', { name: 'New user group' }).click();
    await page.getByLabel('Name', { exact: true }).fill(groupName);
    const about = `Students of the weekday evening class, ${'who meet after work to study together and '.repeat(8)}then go home.`;
    await page.getByLabel('Description', { exact: true }).fill(about);
    await page.getByRole('button', { name: 'Save' }).click();
    await saved(groupName);
    // The long description shows its first lines, and the whole of it on hover: the row stays a row.
    const long = row(groupName).locator('td').filter({ hasText: 'after work' }).locator('[title]');
    expect(await long.getAttribute('title')).toBe(about);
    expect(await long.textContent()).toBe(about);
    const shown = (await long.boundingBox())!;
    const lineHeight = await long.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
    expect(shown.width).toBeLessThanOrEqual(28 * 16 + 1);
    expect(shown.height).toBeLessThanOrEqual(3 * lineHeight + 1);

    // A second group of the same name is refused, naming the field.
    await page.getByRole('button', { name: 'New user group' }).click();
    await page.getByLabel('Name', { exact: true }).fill(groupName);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('Another user group has this name.').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Cancel' }).click();

    // An administrator holding the role; "Full administrator" is the empty choice.
    await page.goto(suite.url('/admin/administrators'));
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Administrators');
    await page.getByRole('button', { name: 'New administrator' }).click();
    const role = page.getByLabel('User role', { exact: true });
    await expect.poll(() => role.isEnabled()).toBe(true);
    expect(await role.locator('option').first().textContent()).toBe('Full administrator');
    await page.getByLabel('Username', { exact: true }).fill(adminName);
    await page.getByLabel('Password', { exact: true }).fill(`Admin#${stamp}B2`);
    await page.getByLabel('E-mail', { exact: true }).fill(`${adminName}@example.com`);
    await page.getByLabel('First name', { exact: true }).fill('Malee');
    await page.getByLabel('Last name', { exact: true }).fill('Jaidee');
    await role.selectOption({ label: roleName });
    await page.getByRole('button', { name: 'Save' }).click();
    await saved(adminName);

    // The role it holds is not deleted; the group and role are listed.
    await page.goto(suite.url('/admin/user-roles'));
    await settled();
    await tick(page.getByRole('checkbox', { name: `Select ${roleName}` }));
    await deleteSelected();
    await expect.poll(() => notices().allTextContents(), PATIENT).toContain(`Cannot delete ${roleName}: held by 1 administrator`);
    expect(await row(roleName).count()).toBe(1);
    await screenshot(page, 'admin user role cannot delete');

    // Once its administrator is gone, so can it be.
    await page.goto(suite.url('/admin/administrators'));
    await settled();
    await tick(page.getByRole('checkbox', { name: `Select ${adminName}` }));
    await deleteSelected(DELETED);
    await page.goto(suite.url('/admin/user-roles'));
    await settled();
    const select = page.getByRole('checkbox', { name: `Select ${roleName}` });
    if (!(await select.isChecked())) await tick(select);
    await deleteSelected();
    await expect.poll(() => row(roleName).count(), PATIENT).toBe(0);
    await page.goto(suite.url('/admin/user-groups'));
    await settled();
    expect(await row(groupName).count()).toBe(1);
    await screenshot(page, 'admin user groups');
  });
});
