import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** A stored time as the back office shows it: on Bangkok's clock, seven hours ahead of UTC all year. */
export const bangkokStamp = (iso: string) => new Date(Date.parse(iso) + 7 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

/** The machine is shared: a page of a table may take a while. */
export const PATIENT = { timeout: 15_000 };

/** What an administrator sees and does on one back-office table page, as the browser tests drive it. */
export function adminTable(page: Page) {
  const notices = () => page.getByRole('region', { name: 'Notifications' }).locator('.notice__message');
  const row = (text: string) => page.getByRole('row').filter({ hasText: text });
  const bodyRows = () => page.getByRole('table').locator('tbody tr');
  const settled = () => expect.poll(() => page.getByRole('table').getAttribute('aria-busy'), PATIENT).toBe('false');
  /** Amplify's checkbox input is visually hidden: the admin clicks its label. */
  const tick = async (checkbox: Locator, checked = true) => {
    await checkbox.locator('xpath=ancestor::label[1]').click();
    await expect.poll(() => checkbox.isChecked()).toBe(checked);
  };
  /**
   * Deletes the ticked rows; with `told`, waits for that notice, watched from before the click:
   * "Item has been deleted." shows for 2 s (SPEC §8), which polling from a busy machine can miss.
   */
  const deleteSelected = async (told?: string) => {
    await page.getByRole('button', { name: 'Delete selected' }).click();
    const dialog = page.getByRole('alertdialog');
    const shown = told ? notices().filter({ hasText: told }).first().waitFor({ state: 'attached', ...PATIENT }) : undefined;
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await shown;
    await expect.poll(() => dialog.count()).toBe(0);
  };
  const saved = (text: string) => expect.poll(() => row(text).getAttribute('data-highlighted'), PATIENT).toBe('true');
  return { notices, row, bodyRows, settled, tick, deleteSelected, saved };
}

/** The notice a successful delete shows (SPEC §8). */
export const DELETED = 'Item has been deleted.';
