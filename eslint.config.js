import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { ontobenchPlugin } from './sdk/lint/extension-boundary.js';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '.data/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, ontobench: ontobenchPlugin },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // Rule 1 of the house: extensions and plugins see only the SDK.
    files: ['extensions/**', 'examples/**'],
    rules: { 'ontobench/extension-boundary': 'error' },
  },
  {
    // Command-line programs and the build report print to the console by design.
    files: ['host/server/**', 'host/web/build/**', 'tests/**', '**/*.mjs', 'sdk/lint/**'],
    rules: { 'no-console': 'off' },
  },
);
