import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';

/** Where the local stack shows what it would have e-mailed. */
export const OUTBOX_PAGE_PATH = '/_local/outbox';

interface Mail {
  to: string;
  subject: string;
  text: string;
  sentAt: string;
}

const escape = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

/** Escapes the text, then makes its http(s) addresses links (the reset link is what developers want from a message). */
function linkified(text: string): string {
  return escape(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

async function readMails(dir: string): Promise<Mail[]> {
  const names = (await readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith('.json'));
  const mails = await Promise.all(
    names.map(async (name) => {
      try {
        return JSON.parse(await readFile(join(dir, name), 'utf8')) as Mail;
      } catch {
        // A message being written right now is read on the next visit.
        return undefined;
      }
    }),
  );
  return mails.filter((mail): mail is Mail => !!mail).sort((a, b) => b.sentAt.localeCompare(a.sentAt));
}

/**
 * The local outbox as a page: every message the mailer wrote to OUTBOX_DIR,
 * newest first, with its links clickable. Local stack only; AWS sends
 * through SES.
 */
export async function renderOutboxPage(dir: string): Promise<string> {
  const mails = await readMails(dir);
  const items = mails
    .map(
      (mail) => `<article>
  <h2>${escape(mail.subject)}</h2>
  <p class="meta">To <strong>${escape(mail.to)}</strong> · <time datetime="${escape(mail.sentAt)}">${escape(mail.sentAt)}</time></p>
  <pre>${linkified(mail.text)}</pre>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Local outbox (${mails.length})</title>
<style>
body { font-family: system-ui, sans-serif; max-width: 48rem; margin: 2rem auto; padding: 0 1rem; color: #1f2937; }
article { border: 1px solid #d1d5db; border-radius: 0.5rem; padding: 1rem; margin-bottom: 1rem; }
h2 { margin: 0 0 0.25rem; font-size: 1.1rem; }
.meta { margin: 0 0 0.75rem; color: #4b5563; }
pre { white-space: pre-wrap; font: inherit; margin: 0; }
</style>
</head>
<body>
<h1>Local outbox</h1>
<p>What the local stack would have e-mailed, newest first. Messages are files in <code>${escape(dir)}</code>.</p>
${mails.length > 0 ? items : '<p>No messages yet.</p>'}
</body>
</html>
`;
}
