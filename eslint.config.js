import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'bench-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/{web,console}/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // One owner per table: a server module's SQL lives in its query files, which other modules
    // call (writes to another module's table go through that module's). Migrations and the
    // seeder are query code of their own.
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      '**/queries.ts',
      '**/*-queries.ts',
      '**/queries/**',
      'apps/server/src/db/migrations/**',
      'apps/server/src/seed/**',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name=/^(selectFrom|selectNoFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)$/]',
          message:
            "SQL goes in the module's queries.ts (or a <topic>-queries.ts / queries/ file): call a named query function from there.",
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'kysely',
              importNames: ['sql'],
              message:
                "Raw SQL goes in the module's queries.ts (or a <topic>-queries.ts / queries/ file): call a named query function from there.",
            },
          ],
        },
      ],
    },
  },
);
