import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import type { Mailer } from '../identity/ports.js';

/**
 * The stage's mailer: Amazon SES sends from the stage's verified address
 * (MAIL_FROM). Plain text only: the messages are links and short notes.
 */
export function createSesMailer(client: SESv2Client, from: string): Mailer {
  return {
    async send(mail) {
      await client.send(
        new SendEmailCommand({
          FromEmailAddress: from,
          Destination: { ToAddresses: [mail.to] },
          Content: {
            Simple: {
              Subject: { Data: mail.subject, Charset: 'UTF-8' },
              Body: { Text: { Data: mail.text, Charset: 'UTF-8' } },
            },
          },
        }),
      );
    },
  };
}

/** SES in the Lambda's Region with its role's credentials; made here so a bundle loading this module on first use keeps only the SES calls it makes. */
export const sesMailer = (from: string): Mailer => createSesMailer(new SESv2Client({}), from);
