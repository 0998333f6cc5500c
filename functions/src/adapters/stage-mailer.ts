import { env } from '../env.js';
import type { Mailer } from '../identity/ports.js';
import { createOutboxMailer } from './outbox-mailer.js';

/**
 * The stage's mailer: the outbox folder on the local stack (OUTBOX_DIR); SES from the stage's
 * verified address in AWS (MAIL_FROM), its client loaded with the first e-mail so a Lambda that
 * sends none never pays for it. A stage with neither fails at the first e-mail, not at start.
 */
export function stageMailer(): Mailer {
  let chosen: Promise<Mailer> | undefined;
  return { send: async (mail) => (await (chosen ??= choose())).send(mail) };
}

async function choose(): Promise<Mailer> {
  const { OUTBOX_DIR, MAIL_FROM } = env();
  if (OUTBOX_DIR) return createOutboxMailer(OUTBOX_DIR);
  if (!MAIL_FROM) throw new Error('No mailer is configured: set MAIL_FROM (SES) or OUTBOX_DIR (the local outbox).');
  const { sesMailer } = await import('./ses-mailer.js');
  return sesMailer(MAIL_FROM);
}
