import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';

/**
 * Debian's Chromium, headless, with a fresh profile and no background
 * networking (the machines have no network beyond the package registries).
 */
export async function launchBrowser(): Promise<Browser & { dispose(): Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), 'chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const browser = context.browser() as Browser;
  return Object.assign(Object.create(browser) as Browser, {
    newPage: () => context.newPage(),
    dispose: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  });
}
