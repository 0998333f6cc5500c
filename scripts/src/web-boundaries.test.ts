import { ESLint } from 'eslint';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './local/paths.js';

/** The lint of `npm test` on a file that does not exist, as if it stood at `path`. */
async function lint(path: string, source: string) {
  const [result] = await new ESLint({ cwd: repoRoot }).lintText(source, { filePath: join(repoRoot, path) });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'import-x/no-restricted-paths').map((message) => message.message);
}

describe('the web’s layers (decision 0026)', () => {
  it('fail the lint when a feature imports another feature', async () => {
    const messages = await lint('web/src/features/content/components/probe.tsx', "import { NotAvailable } from '../../storefront/components/not-available';\nexport const probe = NotAvailable;\n");
    expect(messages).toEqual([expect.stringContaining('A feature does not import another')]);
  });

  it('fail it when a feature imports the app shell, or the shared layer a feature', async () => {
    expect(await lint('web/src/features/pages/probe.ts', "import { pageOf } from '../../app/pages';\nexport const probe = pageOf;\n")).toEqual([
      expect.stringContaining('does not import the app shell'),
    ]);
    expect(await lint('web/src/components/probe.tsx', "import { CourseDetail } from '../features/storefront/components/course-detail';\nexport const probe = CourseDetail;\n")).toEqual([
      expect.stringContaining('The shared layer imports no feature'),
    ]);
  });

  it('let a feature import its own files and the shared layer', async () => {
    expect(
      await lint('web/src/features/content/components/probe.tsx', "import { CourseCard } from '../../../components/course-card';\nimport { TextBody } from './text-body';\nexport const probe = [CourseCard, TextBody];\n"),
    ).toEqual([]);
  });
});
