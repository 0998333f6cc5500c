import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The integration stack's outbox folder (OUTBOX_DIR). */
    outboxDir: string;
  }
}

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  sentAt: string;
}

/** The e-mails the integration stack sent to `to`, oldest first. */
export async function mailsTo(to: string): Promise<OutboxMail[]> {
  const dir = inject('outboxDir');
  const names = (await readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith('.json')).sort();
  const mails = await Promise.all(names.map(async (name) => JSON.parse(await readFile(join(dir, name), 'utf8')) as OutboxMail));
  return mails.filter((mail) => mail.to === to);
}

/** The path of the last reset link e-mailed to `to`. */
export async function lastResetLink(to: string): Promise<string> {
  const mail = (await mailsTo(to)).at(-1);
  const link = mail?.text.match(/https?:\/\/\S+\/resetpass\/[A-Za-z0-9_-]+/)?.[0];
  if (!link) throw new Error(`No reset link was e-mailed to ${to}.`);
  return new URL(link).pathname;
}
