import { readdirSync } from 'node:fs';
import checkFile from 'eslint-plugin-check-file';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The web's features, each a folder of web/src/features. */
const WEB_FEATURES = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/cdk.out/**', '**/dist/**', '.local/**', 'bench/results/**'] },
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'check-file': checkFile },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,mts,mjs}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '{shared,functions,infra,web,scripts}/**/': 'KEBAB_CASE' }],
    },
  },
  {
    // Services hold the business rules and take ports: no AWS SDK, no table library.
    files: ['functions/src/*/service.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@aws-sdk/*'], message: 'Services take ports; AWS clients belong in functions/src/adapters.' },
            { group: ['electrodb'], message: 'Services take ports; entities belong in functions/src/data.' },
            { group: ['**/data/*', '!**/data/records', '**/adapters/*'], message: 'Services take ports; wire adapters in the domain deps module (a record kind of data/records is a model and may be named).' },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // The web's layers (decision 0026): a feature never imports another feature or the app shell;
    // what several features use lives in web/src/{components,hooks,lib}, which import no feature.
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.css'] })] },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...WEB_FEATURES.map((feature) => ({
              target: `./web/src/features/${feature}`,
              from: './web/src/features',
              except: [`./${feature}`],
              message: 'A feature does not import another: move what both use to web/src/components, hooks or lib.',
            })),
            { target: './web/src/features', from: './web/src/app', message: 'A feature does not import the app shell; the app assembles features.' },
            {
              target: ['./web/src/components', './web/src/hooks', './web/src/lib'],
              from: ['./web/src/features', './web/src/app'],
              message: 'The shared layer imports no feature and no part of the app.',
            },
          ],
        },
      ],
    },
  },
);
