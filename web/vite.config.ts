import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rollup } from 'vite';

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
 * `vite preview` answers as the Web stack deploys the build (infra/lib/constructs/site.ts): hashed
 * files under /assets/ are cached for a year and never revalidated, the rest (index.html,
 * config.json) is checked on every load. A reload then fetches the shell, not fifty chunks again.
 */
export function deployedCacheHeaders(): Plugin {
  return {
    name: 'deployed-cache-headers',
    configurePreviewServer(server) {
      server.middlewares.use((request, response, next) => {
        const hashed = request.url?.startsWith('/assets/') ?? false;
        response.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        next();
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
export function inlineEntryStyles(): Plugin {
  return rewriteBuiltIndex('inline-entry-styles', (html, bundle) =>
    html.replace(/<link rel="stylesheet"(?: crossorigin)? href="\/([^"]+\.css)">/g, (tag, file: string) => {
      const asset = bundle[file];
      // The disabled link is never fetched, but tells Vite's preload helper the sheet is in: lazy
      // chunks list it among their dependencies, and loading it again would declare the font's
      // faces a second time, so the browser would fetch them again and set the text anew.
      return asset?.type === 'asset' ? `<style>${String(asset.source)}</style><link rel="stylesheet" href="/${file}" disabled>` : tag;
    }),
  );
}

/**
 * The entry imports the application (`src/start.tsx`) only once the boot shell has painted
 * (`src/main.tsx`); index.html names the application's scripts as module preloads, so they download
 * from the start, in parallel with the first requests, and are evaluated only when imported.
 */
export function preloadApplication(entry = '/src/start.tsx'): Plugin {
  return rewriteBuiltIndex('preload-application', (html, bundle) => {
    const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
    const start = chunks.find((chunk) => chunk.isDynamicEntry && chunk.facadeModuleId?.endsWith(entry));
    if (!start) throw new Error(`No chunk of ${entry} in the build: the entry must import it dynamically.`);
    const files = new Set<string>();
    const visit = (file: string) => {
      if (files.has(file)) return;
      files.add(file);
      const chunk = bundle[file];
      if (chunk?.type === 'chunk') chunk.imports.forEach(visit);
    };
    visit(start.fileName);
    const links = [...files].filter((file) => !html.includes(`/${file}"`)).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
    return html.replace(/\n?\s*<\/head>/, () => `\n${links.map((link) => `    ${link}\n`).join('')}  </head>`);
  });
}

/** A build-only step over the finished index.html, with the bundle it names. */
function rewriteBuiltIndex(name: string, rewrite: (html: string, bundle: Rollup.OutputBundle) => string): Plugin {
  return {
    name,
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: (html, context) => (context.bundle ? rewrite(html, context.bundle) : html) },
  };
}

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  plugins: [react(), runtimeConfig(), deployedCacheHeaders(), inlineBootScript(), inlineEntryStyles(), preloadApplication()],
  server: {
    // The development server serves files by path (`/@fs/…`): only the web workspace, the shared
    // code it imports and the installed packages, never the rest of the repository (`.local/`
    // holds the local user pool's accounts, the push keys and the table's files).
    fs: { strict: true, allow: [here('.'), here('../shared'), here('../node_modules')], deny: ['.env', '.env.*', '*.{crt,pem}', '**/.git/**', '**/.local/**'] },
  },
  build: { outDir: 'dist', sourcemap: true },
});
