import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it, vi } from 'vitest';

const ses = mockClient(SESv2Client);
const mail = { to: 'somchai@example.com', subject: 'Order 1 is paid', text: 'Thank you.' };

/** The module afresh under the given environment: the Lambda environment is read once per process. */
async function stageMailerUnder(variables: Record<string, string | undefined>) {
  vi.resetModules();
  for (const [name, value] of Object.entries(variables)) vi.stubEnv(name, value);
  return (await import('./stage-mailer.js')).stageMailer();
}

afterEach(() => {
  ses.reset();
  vi.unstubAllEnvs();
});

describe("the stage's mailer", () => {
  it('writes each e-mail to the outbox folder on the local stack, and calls no SES', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'outbox-'));
    try {
      await (await stageMailerUnder({ OUTBOX_DIR: dir, MAIL_FROM: 'no-reply@shop.example' })).send(mail);
      const [file, ...more] = await readdir(dir);
      expect(more).toEqual([]);
      expect(JSON.parse(await readFile(join(dir, file ?? ''), 'utf8'))).toMatchObject(mail);
      expect(ses.commandCalls(SendEmailCommand)).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("sends through SES from the stage's address in AWS", async () => {
    ses.on(SendEmailCommand).resolves({ MessageId: 'm-1' });
    await (await stageMailerUnder({ OUTBOX_DIR: undefined, MAIL_FROM: 'no-reply@shop.example' })).send(mail);
    expect(ses.commandCalls(SendEmailCommand).map((call) => call.args[0].input)).toMatchObject([{ FromEmailAddress: 'no-reply@shop.example', Destination: { ToAddresses: [mail.to] } }]);
  });

  it('is made without either setting, and refuses the first e-mail with what to set', async () => {
    const mailer = await stageMailerUnder({ OUTBOX_DIR: undefined, MAIL_FROM: undefined });
    await expect(mailer.send(mail)).rejects.toThrow('No mailer is configured: set MAIL_FROM (SES) or OUTBOX_DIR (the local outbox).');
  });
});
