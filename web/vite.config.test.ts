import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { inlineBootScript } from './vite.config';

describe('the build’s inline boot script', () => {
  it('is /boot.js verbatim, so the Content-Security-Policy hash of the file allows it', () => {
    const transform = inlineBootScript().transformIndexHtml as { handler: (html: string) => string };
    const html = transform.handler('<head><script async src="/boot.js"></script></head>');
    const inline = html.match(/<script>([\s\S]*)<\/script>/)?.[1];
    expect(inline).toBe(readFileSync(new URL('./public/boot.js', import.meta.url), 'utf8'));
  });
});
