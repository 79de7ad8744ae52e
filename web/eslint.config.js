// @ts-check
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The site's layers. An import may point only where a policy below allows:
 *
 *   shared      src/lib, components, config, types, locales, testing: know no feature and no app.
 *   feature     src/features/<name>: shared, its own files, and another feature only through
 *               that feature's public entries (FEATURE_ENTRIES), never its internals.
 *   templates   src/templates, the layouts and skins: app-level, may use shared and features.
 *   backoffice  src/backoffice, the staff console the router mounts: app-level, may use shared
 *               and features, never the player app.
 *   app         src/app: routes, providers and the shell; may use all of the above.
 *
 * Nothing imports `app` but `main.tsx` and tests that render the whole router. The files at
 * the top of src/ (main.tsx, index.css, vite-env.d.ts) only mount the app and stay out of it.
 */
const SHARED = ['lib', 'components', 'config', 'types', 'locales', 'testing'];

/**
 * `index.ts` is a feature's public API. `shell.ts` is the part of it the always-loaded shell
 * needs, kept apart so the entry chunk does not pull in the feature's pages.
 */
const FEATURE_ENTRIES = ['index.ts', 'shell.ts'];
/** Fixtures a feature offers to other areas' tests. */
const FEATURE_TEST_ENTRIES = ['testing.ts'];
/**
 * Test fixtures that are not tests themselves: a feature's `testing.ts` and the back office's
 * `testing/`. Only tests import them, and they may build on the fixtures other features offer.
 */
const FIXTURES = ['src/features/*/testing.ts', 'src/backoffice/testing/**'];

const to = (type, extra = {}) => ({ to: { element: { type, ...extra } } });

export default defineConfig(
  {
    ignores: ['dist/**', 'test-results/**', 'playwright-report/**', 'src/types/openapi.ts'],
  },
  js.configs.recommended,
  // Syntax-only rules: typescript-eslint parses with the TypeScript compiler API, which
  // TypeScript 7 does not have (hence typescript 6.0.3); a type-aware run would cost a second
  // full type check on top of `npm run typecheck`.
  tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      // The two classic hook rules; the React Compiler rules of the same plugin are left off
      // until the code is written for the compiler.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-explicit-any': 'warn',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['*.config.{js,ts}'],
    languageOptions: { globals: globals.node },
  },
  {
    // eslint-module-utils loads resolvers with require().
    files: ['*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Node scripts that also hand functions to a browser page.
    files: ['scripts/**/*.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { './eslint-resolver.cjs': {} },
      'boundaries/elements': [
        { type: 'shared', pattern: `src/{${SHARED.join(',')}}` },
        { type: 'feature', pattern: 'src/features/*', capture: ['feature'] },
        { type: 'templates', pattern: 'src/templates' },
        { type: 'backoffice', pattern: 'src/backoffice' },
        { type: 'app', pattern: 'src/app' },
      ],
      // Re-exports and lazy imports cross boundaries as much as static imports do.
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
      'boundaries/ignore': ['src/*.{ts,tsx,css}'],
      'boundaries/files': [
        { category: 'test', pattern: '**/*.test.{ts,tsx}' },
        { category: 'fixtures', pattern: FIXTURES },
      ],
    },
    rules: {
      'boundaries/no-unknown-files': 'error',
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          // An import that resolves to no known file (a wrong relative path) fails too.
          checkUnknownLocals: true,
          policies: [
            { from: { element: { type: 'shared' } }, allow: to('shared') },
            {
              from: { element: { type: ['feature', 'templates', 'backoffice', 'app'] } },
              allow: [to('shared'), to('feature', { fileInternalPath: FEATURE_ENTRIES })],
            },
            { from: { element: { type: 'app' } }, allow: [to('templates'), to('backoffice')] },
            {
              from: { file: { categories: 'test' } },
              allow: [to('app'), to('feature', { fileInternalPath: FEATURE_TEST_ENTRIES })],
            },
            {
              from: { file: { categories: 'fixtures' } },
              allow: to('feature', { fileInternalPath: FEATURE_TEST_ENTRIES }),
            },
          ],
        },
      ],
    },
  },
);
