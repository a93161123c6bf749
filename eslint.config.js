// @ts-check
import js from '@eslint/js';
import effector from 'eslint-plugin-effector';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Our own packages, which ui and platform-sdk must never import (they sit at the bottom of the graph). */
const OWN_PACKAGES = ['@emotion-guru/*', '@emotion-guru/*/**'];

/** Deep imports into another package's source bypass its public entry. */
const NO_DEEP_IMPORTS = {
  group: ['@emotion-guru/*/src/**', '**/packages/*/src/**', '**/mocks/src/**'],
  message: "Import a package through its public entry (its package.json 'exports'), never its src/.",
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      '**/reports/**',
      '**/storybook-static/**',
      '**/test-results/**',
      '**/public/mockServiceWorker.js',
      '**/dev-dist/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [NO_DEEP_IMPORTS] }],
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['**/*.tsx', '**/*.ts'],
    ignores: ['packages/platform-sdk/**', 'mocks/**'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
    },
  },
  {
    files: ['packages/platform-sdk/src/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: OWN_PACKAGES, message: 'platform-sdk imports nothing of ours.' },
            {
              group: ['react', 'react-dom', 'react/*', 'react-dom/*'],
              message: 'platform-sdk is framework-free.',
            },
          ],
        },
      ],
      // The SDK runs in browsers, workers and Node: DOM globals may only be read lazily, inside functions.
      'no-restricted-globals': ['error', 'document', 'localStorage', 'sessionStorage', 'navigator'],
    },
  },
  {
    files: ['packages/ui/src/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ group: OWN_PACKAGES, message: 'The design system imports nothing of ours.' }] },
      ],
    },
  },
  {
    files: ['packages/app/src/**/*.{ts,tsx}'],
    plugins: { effector },
    rules: {
      ...effector.configs.recommended.rules,
      ...effector.configs.react.rules,
      ...effector.configs.scope.rules,
      // TanStack Router's control flow: `throw redirect(...)` and `throw notFound()`.
      '@typescript-eslint/only-throw-error': [
        'error',
        {
          allow: [{ from: 'package', package: '@tanstack/router-core', name: ['Redirect', 'NotFoundError'] }],
        },
      ],
    },
  },
  {
    // vi.waitFor and vi.waitUntil give up after 1 s whatever the config says; a loaded machine takes longer
    // (scripts/test-timing.mjs). expect.poll follows the config: no limit.
    files: ['**/*.test.{ts,tsx,mjs}', '**/*.stories.tsx'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'vi',
          property: 'waitFor',
          message: 'Use expect.poll(() => value).matcher(): it has no time limit.',
        },
        {
          object: 'vi',
          property: 'waitUntil',
          message: 'Use expect.poll(() => value).matcher(): it has no time limit.',
        },
      ],
    },
  },
  ...storybook.configs['flat/recommended'],
);
