import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { createSesMailer, sesMailer } from './ses-mailer.js';

const ses = mockClient(SESv2Client);
afterEach(() => ses.reset());

describe('the SES mailer', () => {
  it('sends one plain-text message from the stage address to the recipient', async () => {
    ses.on(SendEmailCommand).resolves({ MessageId: 'm-1' });
    await sesMailer('no-reply@shop.example').send({
      to: 'somchai@example.com',
      subject: 'Reset your password',
      text: 'Open https://shop.example/resetpass/abc within an hour.',
    });
    const calls = ses.commandCalls(SendEmailCommand);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.args[0].input).toEqual({
      FromEmailAddress: 'no-reply@shop.example',
      Destination: { ToAddresses: ['somchai@example.com'] },
      Content: {
        Simple: {
          Subject: { Data: 'Reset your password', Charset: 'UTF-8' },
          Body: { Text: { Data: 'Open https://shop.example/resetpass/abc within an hour.', Charset: 'UTF-8' } },
        },
      },
    });
  });

  it('lets a refusal from SES reach the caller, so the request fails instead of claiming a message was sent', async () => {
    ses.on(SendEmailCommand).rejects(new Error('Email address is not verified.'));
    const mailer = createSesMailer(new SESv2Client({ region: 'ap-southeast-1' }), 'no-reply@shop.example');
    await expect(mailer.send({ to: 'a@example.com', subject: 's', text: 't' })).rejects.toThrow('Email address is not verified.');
  });
});
