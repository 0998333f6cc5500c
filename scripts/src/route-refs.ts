import { routes } from '@lm/shared';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './local/paths.js';

/**
 * `npm run routes`: writes `shared/src/api/route-refs.ts`, the route table without its schemas
 * (what the web calls with). `routes.test.ts` fails while the file and the table differ.
 */
export function routeRefsSource(): string {
  const entries = Object.entries(routes).map(([key, route]) => {
    const fields = [`id: '${route.id}'`, `method: '${route.method}'`, `path: '${route.path}'`, `access: '${route.access}'`];
    if (route.optionalIdentity) fields.push('optionalIdentity: true');
    return `  ${key}: { ${fields.join(', ')} },`;
  });
  return [
    '// Written by `npm run routes` from the route table (routes.ts): do not edit by hand.',
    "import type { RouteRefs } from './route-ref.js';",
    "import type { Routes } from './routes.js';",
    '',
    '/** Every route of the table as the web calls it: method, path and access, its schemas as types only. */',
    'export const routes: RouteRefs<Routes> = {',
    ...entries,
    '};',
    '',
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = join(repoRoot, 'shared/src/api/route-refs.ts');
  writeFileSync(file, routeRefsSource());
  console.log(`Wrote ${file}.`);
}
