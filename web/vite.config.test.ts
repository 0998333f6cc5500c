import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { inlineBootScript, inlineEntryStyles, preloadApplication } from './vite.config';

describe('the build’s inline boot script', () => {
  it('is /boot.js verbatim, so the Content-Security-Policy hash of the file allows it', () => {
    const transform = inlineBootScript().transformIndexHtml as { handler: (html: string) => string };
    const html = transform.handler('<head><script async src="/boot.js"></script></head>');
    const inline = html.match(/<script>([\s\S]*)<\/script>/)?.[1];
    expect(inline).toBe(readFileSync(new URL('./public/boot.js', import.meta.url), 'utf8'));
  });
});

type HtmlHook = { handler: (html: string, context: { bundle?: Rollup.OutputBundle }) => string };
const chunk = (fileName: string, imports: string[], facadeModuleId: string | null = null, isDynamicEntry = false) => ({ type: 'chunk', fileName, imports, facadeModuleId, isDynamicEntry });
const asset = (fileName: string, source: string) => ({ type: 'asset', fileName, source });
const bundleOf = (...outputs: { fileName: string }[]) => Object.fromEntries(outputs.map((output) => [output.fileName, output])) as unknown as Rollup.OutputBundle;

describe('the build’s module preloads of the application', () => {
  const html = '<head>\n    <script type="module" crossorigin src="/assets/index-1.js"></script>\n    <link rel="modulepreload" crossorigin href="/assets/react-1.js">\n  </head>';
  const bundle = bundleOf(
    chunk('assets/index-1.js', ['assets/react-1.js'], '/repo/web/src/main.tsx'),
    chunk('assets/start-1.js', ['assets/react-1.js', 'assets/i18n-1.js'], '/repo/web/src/start.tsx', true),
    chunk('assets/i18n-1.js', ['assets/strings-1.js']),
    chunk('assets/strings-1.js', []),
    chunk('assets/admin-1.js', ['assets/react-1.js'], '/repo/web/src/admin.tsx', true),
  );

  it('names the application’s chunk and everything it imports, once, and no other page', () => {
    const out = (preloadApplication().transformIndexHtml as HtmlHook).handler(html, { bundle });
    const preloads = [...out.matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)">/g)].map((match) => match[1]);
    expect(preloads).toEqual(['assets/react-1.js', 'assets/start-1.js', 'assets/i18n-1.js', 'assets/strings-1.js']);
    expect(out.endsWith('\n  </head>')).toBe(true);
  });

  it('fails the build when the entry no longer imports the application lazily', () => {
    const without = bundleOf(chunk('assets/index-1.js', ['assets/react-1.js'], '/repo/web/src/main.tsx'));
    expect(() => (preloadApplication().transformIndexHtml as HtmlHook).handler(html, { bundle: without })).toThrow(/No chunk of \/src\/start\.tsx/);
  });
});

describe('the build’s inline entry stylesheet', () => {
  it('puts the sheet in a style element and leaves a disabled link, never fetched, for the preload helper to find', () => {
    const bundle = bundleOf(asset('assets/index-1.css', 'body{margin:0}'));
    const out = (inlineEntryStyles().transformIndexHtml as HtmlHook).handler('<link rel="stylesheet" crossorigin href="/assets/index-1.css">', { bundle });
    expect(out).toBe('<style>body{margin:0}</style><link rel="stylesheet" href="/assets/index-1.css" disabled>');
  });
});
