import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Mailer } from '../identity/ports.js';

/**
 * The local stack's mailer: each message becomes one JSON file in a folder,
 * where developers and tests read it instead of an inbox. File names start
 * with the time, so a listing sorts oldest first.
 */
export function createOutboxMailer(dir: string, now: () => number = Date.now): Mailer {
  return {
    async send(mail) {
      await mkdir(dir, { recursive: true });
      const sentAt = new Date(now()).toISOString();
      const name = `${sentAt.replace(/[:.]/g, '-')}-${randomUUID()}.json`;
      await writeFile(join(dir, name), `${JSON.stringify({ ...mail, sentAt }, null, 2)}\n`);
    },
  };
}
