import checkFile from 'eslint-plugin-check-file';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
            { group: ['**/data/*', '**/adapters/*'], message: 'Services take ports; wire adapters in the domain deps module.' },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
);
