import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Web feature folders: each may import shared web code (components, lib, config) but no other feature. */
const webFeatures = readdirSync(join(import.meta.dirname, 'apps/web/src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Server module layers, by file name: routes → services → repositories, never backwards. */
const modules = 'apps/server/src/modules';
const serverLayerZones = [
  {
    target: `${modules}/**/*.repository.ts`,
    from: [`${modules}/**/*.service.ts`, `${modules}/**/*.routes.ts`],
    message: 'Repositories sit below services and routes (routes → services → repositories).',
  },
  {
    target: `${modules}/**/*.service.ts`,
    from: `${modules}/**/*.routes.ts`,
    message: 'Services do not import routes (routes → services → repositories).',
  },
  {
    target: `${modules}/**/*.routes.ts`,
    from: `${modules}/**/*.repository.ts`,
    message: 'Routes reach repositories through a service (routes → services → repositories).',
  },
];

/** Type-checked source: promise rules need type information. */
const typedFiles = [
  'apps/server/**/*.ts',
  'apps/web/src/**/*.{ts,tsx}',
  'apps/web/scripts/**/*.ts',
  'packages/*/src/**/*.ts',
  'packages/decal-engine/{bench,scripts}/**/*.ts',
  'e2e/**/*.ts',
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'test-results/**', 'playwright-report/**', 'apps/web/public/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
    },
  },
  {
    files: typedFiles,
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // react-router's navigate() answers a promise of the transition (data router); nothing waits for it.
      '@typescript-eslint/no-floating-promises': [
        'error',
        { allowForKnownSafeCalls: [{ from: 'package', package: 'react-router', name: 'NavigateFunction' }] },
      ],
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  {
    files: ['apps/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/server/tsconfig.json', 'apps/web/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            ...webFeatures.map((feature) => ({
              target: `apps/web/src/features/${feature}`,
              from: 'apps/web/src/features',
              except: [`./${feature}`],
              message: 'Features do not import each other: move what both need to apps/web/src/{components,lib,config}.',
            })),
            {
              target: ['apps/web/src/components', 'apps/web/src/lib', 'apps/web/src/config'],
              from: ['apps/web/src/features', 'apps/web/src/app'],
              message: 'Shared web code does not depend on features or routes.',
            },
            ...serverLayerZones,
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
);
