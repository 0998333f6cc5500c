import type {} from '@lm/functions/testing/provided-context';
import { DEFAULT_SITE_SETTINGS } from '@lm/functions/site/defaults';
import { api, localDatabase, signIn as apiSignIn, signOut as apiSignOut } from '@lm/functions/testing/api';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { screenshot } from '../../testing/browser';
import { adminTable, DELETED } from '../../testing/admin-table';
import { browserSuite } from '../../testing/browser-suite';

const suite = browserSuite();
const stamp = `pb${Date.now().toString(36)}`;
const pagePath = `/e2e-${stamp}`;
const pageName = `Summer school ${stamp}`;

afterAll(async () => {
  // Whatever a failed run left behind goes, through the API.
  const admin = await apiSignIn('admin');
  const filters = encodeURIComponent(JSON.stringify([{ column: 'path', operator: 'contain', value: stamp }]));
  const left = await api(`/api/custompages?filters=${filters}`, { token: admin.id_token });
  const ids = ((left.body as unknown as { rows?: { id: string }[] }).rows ?? []).map((row) => row.id);
  if (ids.length) await api('/api/custompages', { method: 'DELETE', token: admin.id_token, json: { ids } });
  // The settings saved below go back to their defaults (through the API, so the stack's cache follows), then their items go.
  await api('/api/settings/site/footer', { method: 'PUT', token: admin.id_token, json: DEFAULT_SITE_SETTINGS.footer });
  await api('/api/settings/seo', { method: 'PUT', token: admin.id_token, json: DEFAULT_SITE_SETTINGS.seo });
  for (const name of ['footer', 'seo']) await localDatabase().settings.delete({ name }).go();
  await apiSignOut(admin);
});

const notices = (page: Page) => page.getByRole('region', { name: 'Notifications' }).locator('.notice__message');
const moduleTitles = (page: Page) => page.getByRole('list', { name: 'Modules of the page' }).getByRole('heading', { level: 3 }).allTextContents();
const settingsOf = (page: Page, name: string) => page.getByRole('region', { name: `Settings of ${name}` });

async function addTextModule(page: Page, name: string, heading: string, body: string) {
  await page.getByLabel('Module type', { exact: true }).selectOption({ label: 'Text' });
  await page.getByRole('button', { name: 'Add module', exact: true }).click();
  // The new module opens with its name field focused.
  await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value)).toBe('Text');
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(name);
  const settings = settingsOf(page, name);
  await settings.getByLabel('Heading', { exact: true }).fill(heading);
  await settings.getByLabel('Text', { exact: true }).fill(body);
}

describe('the page builder in Chromium against the local stack', () => {
  it('builds a page at a new path, moves a text module, saves, and the storefront shows it in its place', { timeout: 120_000 }, async () => {
    const page = await suite.backOffice();

    // The page builder from the back-office menu: the custom pages table, the seeded pages in it.
    await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Page builder', exact: true }).click();
    await page.waitForURL(suite.url('/admin/page-builder'));
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Page builder');
    await expect.poll(() => page.getByRole('row').filter({ hasText: '/about' }).count()).toBe(1);

    // A new page at a new path; saving it opens its modules.
    await page.getByRole('button', { name: 'New custom page' }).click();
    await page.getByLabel('Name', { exact: true }).fill(pageName);
    await page.getByLabel('Path', { exact: true }).fill('/Not a path');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => page.getByText(/^Path must start with \//).isVisible()).toBe(true);
    await page.getByLabel('Path', { exact: true }).fill(pagePath);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Modules', level: 2 }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText('This page has no modules yet. Choose a type and add one.').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'View the page on the storefront' }).getAttribute('href')).toBe(pagePath);

    // Two text modules; the second moves above the first, by keyboard.
    await addTextModule(page, 'Welcome block', `Welcome ${stamp}`, 'These words come second.');
    await addTextModule(page, 'Highlight', `Highlight ${stamp}`, 'The module under test comes first.');
    expect(await moduleTitles(page)).toEqual(['1. Text: Welcome block', '2. Text: Highlight']);
    await page.getByRole('button', { name: 'Move Highlight up' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => moduleTitles(page)).toEqual(['1. Text: Highlight', '2. Text: Welcome block']);
    // At the top its "up" button is off, so focus stays on its "down" button.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Move Highlight down');
    await expect.poll(() => page.getByText('Unsaved changes').isVisible()).toBe(true);
    await screenshot(page, 'page builder before save');

    // A module whose data does not fit its type is named before anything is sent.
    await settingsOf(page, 'Welcome block').getByLabel('Text', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Save modules' }).click();
    await expect.poll(() => notices(page).allTextContents()).toContain('Some modules need correcting before they can be saved.');
    await expect.poll(() => settingsOf(page, 'Welcome block').getByText(/^Module 2 \(text\), text: /).isVisible()).toBe(true);
    await settingsOf(page, 'Welcome block').getByLabel('Text', { exact: true }).fill('These words come second.');

    await page.getByRole('button', { name: 'Save modules' }).click();
    await expect.poll(() => notices(page).allTextContents()).toContain('The page’s modules have been saved.');
    await expect.poll(() => page.getByText('Unsaved changes').count()).toBe(0);

    // The storefront routes the new path to the page and shows the modules in their new order.
    await page.goto(suite.url(pagePath));
    const highlight = page.getByRole('heading', { name: `Highlight ${stamp}` });
    const welcome = page.getByRole('heading', { name: `Welcome ${stamp}` });
    await expect.poll(() => highlight.isVisible()).toBe(true);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(pageName);
    expect(await page.getByText('The module under test comes first.').isVisible()).toBe(true);
    expect(await welcome.isVisible()).toBe(true);
    const highlightFirst = await highlight.evaluate(
      (first, second) => !!second && (first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0,
      await welcome.elementHandle(),
    );
    expect(highlightFirst).toBe(true);
    await screenshot(page, 'page builder storefront page');

    // Clean up through the table: the page goes, and its path with it.
    await page.goto(suite.url('/admin/page-builder'));
    await expect.poll(() => page.getByRole('row').filter({ hasText: pagePath }).count()).toBe(1);
    const table = adminTable(page);
    await table.tick(page.getByRole('checkbox', { name: `Select ${pageName}` }));
    await table.deleteSelected(DELETED);
    await expect.poll(() => page.getByRole('row').filter({ hasText: pagePath }).count()).toBe(0);
    await page.goto(suite.url(pagePath));
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/^(Page not found|ไม่พบหน้าที่ต้องการ)$/);
  });

  it('keeps the site settings a tab per group, and the search-engine settings, and the storefront follows', { timeout: 120_000 }, async () => {
    const page = await suite.backOffice();
    const tabs = () => page.getByRole('navigation', { name: 'Open screens' }).getByRole('link').allTextContents();

    await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Site settings', exact: true }).click();
    await page.waitForURL(suite.url('/admin/site-settings'));
    await expect.poll(() => page.getByRole('heading', { level: 2 }).textContent()).toBe('Theme');
    await expect.poll(tabs).toEqual(['Settings: Theme']);

    // The shared schema's message, before anything is sent.
    await page.getByLabel('Main colour', { exact: true }).fill('red; } body { display: none');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => page.getByText('Main colour must be a CSS colour such as #0f766e.', { exact: true }).isVisible()).toBe(true);

    // Another group opens a tab of its own (../shared/SPEC.md §4), and saves on its own.
    await page.getByRole('navigation', { name: 'Settings groups' }).getByRole('link', { name: 'Footer', exact: true }).click();
    await page.waitForURL(suite.url('/admin/site-settings?group=footer'));
    await expect.poll(tabs).toEqual(['Settings: Theme', 'Settings: Footer']);
    expect(await page.getByRole('navigation', { name: 'Open screens' }).getByRole('link', { name: 'Settings: Footer' }).getAttribute('aria-current')).toBe('page');
    await page.getByLabel('Footer style', { exact: true }).selectOption({ label: 'Footer two' });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => notices(page).allTextContents()).toContain('The Footer settings have been saved.');
    await expect.poll(() => page.getByRole('button', { name: 'Save', exact: true }).isEnabled()).toBe(true);
    await screenshot(page, 'site settings footer saved');

    // Closing the active tab goes back to the previous one.
    await page.getByRole('button', { name: 'Close Settings: Footer' }).click();
    await page.waitForURL(suite.url('/admin/site-settings?group=theme'));
    await expect.poll(tabs).toEqual(['Settings: Theme']);

    // The search-engine settings.
    await page.goto(suite.url('/admin'));
    await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'SEO settings', exact: true }).click();
    await page.waitForURL(suite.url('/admin/seo-settings'));
    await page.getByLabel('Default meta title', { exact: true }).fill(`Learn with us ${stamp}`);
    await page.getByLabel('Canonical origin', { exact: true }).fill('learn.example.com/');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => page.getByText(/^Canonical origin must be the site's address/).isVisible()).toBe(true);
    await page.getByLabel('Canonical origin', { exact: true }).fill('https://learn.example.com');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => notices(page).allTextContents()).toContain('The search-engine settings have been saved.');
    await screenshot(page, 'seo settings saved');

    // The storefront reads both.
    const settings = (await api('/public/settings')).body as unknown as { seo: { meta_title: string; canonical_origin: string } };
    expect(settings.seo).toMatchObject({ meta_title: `Learn with us ${stamp}`, canonical_origin: 'https://learn.example.com' });
    await page.goto(suite.url('/about'));
    await expect.poll(() => page.locator('footer.site-footer--two').count()).toBe(1);
  });
});
