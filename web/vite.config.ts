import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * In development `/config.json` is answered from the environment; in AWS the
 * Web stack deploys the same file beside the build, so one build serves every stage.
 */
function runtimeConfig(): Plugin {
  return {
    name: 'runtime-config',
    configureServer(server) {
      server.middlewares.use('/config.json', (_request, response) => {
        response.setHeader('content-type', 'application/json');
        response.setHeader('cache-control', 'no-store');
        response.end(JSON.stringify({ apiUrl: process.env.API_URL ?? 'http://127.0.0.1:3001', stage: 'local' }));
      });
    },
  };
}

/**
 * /boot.js goes into index.html in a build: run as the document is parsed, it asks for the
 * configuration at once instead of one round trip later, and no script of the application can
 * delay it. Development keeps the file, so it can be edited and reloaded. The text goes in
 * verbatim: the site's Content-Security-Policy allows this one inline script by its hash
 * (`bootScriptHash` in infra/lib/constructs/cdn.ts).
 */
export function inlineBootScript(): Plugin {
  return {
    name: 'inline-boot-script',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const source = readFileSync(new URL('./public/boot.js', import.meta.url), 'utf8');
        return html.replace('<script async src="/boot.js"></script>', () => `<script>${source}</script>`);
      },
    },
  };
}

/**
 * The application's own stylesheet (about 2 KB gzip: the site's styles, the theme font's faces and
 * the first modules' rules) goes into index.html: a separate file would block the first paint for
 * one more round trip, the longest wait of a phone's first load before the boot shell shows.
 */
function inlineEntryStyles(): Plugin {
  return {
    name: 'inline-entry-styles',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        return html.replace(/<link rel="stylesheet"(?: crossorigin)? href="\/([^"]+\.css)">/g, (tag, file: string) => {
          const asset = bundle[file];
          return asset?.type === 'asset' ? `<style>${String(asset.source)}</style>` : tag;
        });
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), runtimeConfig(), inlineBootScript(), inlineEntryStyles()],
  build: { outDir: 'dist', sourcemap: true },
});
