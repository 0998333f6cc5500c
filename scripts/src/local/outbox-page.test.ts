import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { renderOutboxPage } from './outbox-page.js';

const dirs: string[] = [];
function outbox(mails: Record<string, unknown>[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'outbox-'));
  dirs.push(dir);
  mails.forEach((mail, index) => writeFileSync(join(dir, `${index}.json`), JSON.stringify(mail)));
  return dir;
}
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('the local outbox page', () => {
  it('lists the messages newest first, with their links clickable and their text escaped', async () => {
    const dir = outbox([
      { to: 'old@example.com', subject: 'First', text: 'Hello', sentAt: '2026-11-01T10:00:00.000Z' },
      {
        to: 'somchai@example.com',
        subject: 'Reset <your> password',
        text: 'Open http://127.0.0.1:5173/resetpass/abc_DEF-1 within an hour. <script>alert(1)</script>',
        sentAt: '2026-11-02T10:00:00.000Z',
      },
    ]);
    const html = await renderOutboxPage(dir);
    expect(html).toContain('<title>Local outbox (2)</title>');
    expect(html.indexOf('Reset &lt;your&gt; password')).toBeLessThan(html.indexOf('First'));
    expect(html).toContain('<a href="http://127.0.0.1:5173/resetpass/abc_DEF-1">http://127.0.0.1:5173/resetpass/abc_DEF-1</a>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>');
  });

  it('says so when nothing was sent, also before the folder exists', async () => {
    expect(await renderOutboxPage(join(tmpdir(), 'no-such-outbox-folder'))).toContain('No messages yet.');
  });
});
