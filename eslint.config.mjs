// One lint setup for the whole workspace. Boundaries between apps live here.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { REMOTES } from './tools/mf/remotes.ts';

const remotes = REMOTES.map((remote) => remote.project);

// MUI is shared one component at a time (tools/mf/shared.ts), so a page loads only the components
// it uses: import each from its own path, never from the package root, which is all of MUI.
const sharedByPath = [
  {
    name: '@mui/material',
    message:
      "Import each MUI component from its own path (import Button from '@mui/material/Button').",
  },
  { name: 'react-router', message: 'Use @sikalens/router, the shared router singleton.' },
  { name: 'react-router-dom', message: 'Use @sikalens/router, the shared router singleton.' },
];
const noDeepMui = {
  group: ['@mui/material/*/*', '@mui/system/*', '@mui/styled-engine/*'],
  message: "Import MUI components from '@mui/material/<Component>' (one level), the shared paths.",
};

const frontEndRestrictions = (extra) => [
  'error',
  { paths: sharedByPath, patterns: [noDeepMui, ...extra] },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      // The contract e2e's second build of its fixture remote (e2e/tests/release.spec.ts).
      '**/dist-contract/**',
      '**/coverage/**',
      '**/.data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'api-client/src/generated/**',
      'api/src/common/database/schema.generated.ts',
      '.nx/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'always'],
      curly: ['error', 'multi-line'],
      'no-console': 'error',
    },
  },
  {
    files: ['**/*.mjs', '**/*.js', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: [
      '**/*.tsx',
      'shell/**/*.ts',
      'mfe-*/**/*.ts',
      'shared-ui/**/*.ts',
      'api-client/**/*.ts',
    ],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  // The service worker template runs in a ServiceWorkerGlobalScope.
  {
    files: ['tools/rspack/service-worker.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  // A remote never imports another remote or the shell.
  ...remotes.map((remote) => ({
    files: [`${remote}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': frontEndRestrictions([
        {
          group: ['@sikalens/shell', '@sikalens/shell/*', '**/shell/**'],
          message: 'Remotes never import the shell: use the shell context from shared-ui.',
        },
        {
          group: remotes
            .filter((r) => r !== remote)
            .flatMap((r) => [`@sikalens/${r}`, `@sikalens/${r}/*`, `**/${r}/**`]),
          message:
            'Remotes never import each other: go through the URL, the query cache or the shell context.',
        },
        {
          group: ['@sikalens/api', '@sikalens/api/*'],
          message: 'Reach the API through api-client.',
        },
      ]),
    },
  })),
  // The shell loads remotes at runtime only.
  {
    files: ['shell/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': frontEndRestrictions([
        {
          group: remotes.flatMap((r) => [`@sikalens/${r}`, `@sikalens/${r}/*`, `**/${r}/**`]),
          message: 'The shell loads remotes at runtime with loadRemote(), never by import.',
        },
        {
          group: ['@sikalens/api', '@sikalens/api/*'],
          message: 'Reach the API through api-client.',
        },
      ]),
    },
  },
  // shared-ui is presentational and imports no app.
  {
    files: ['shared-ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': frontEndRestrictions([
        {
          group: [
            '@sikalens/shell',
            '@sikalens/shell/*',
            '@sikalens/api',
            '@sikalens/api/*',
            '@sikalens/api-client',
            '@sikalens/api-client/*',
            ...remotes.flatMap((r) => [`@sikalens/${r}`, `@sikalens/${r}/*`]),
            '**/shell/**',
            '**/api/**',
            '**/api-client/**',
            ...remotes.map((r) => `**/${r}/**`),
          ],
          message: 'shared-ui imports no app and does no data fetching.',
        },
      ]),
    },
  },
  {
    files: ['api-client/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': frontEndRestrictions([
        {
          group: ['@sikalens/shell*', '@sikalens/mfe-*', '**/shell/**', '**/mfe-*/**'],
          message: 'api-client imports no app.',
        },
      ]),
    },
  },
  {
    files: ['**/*.spec.{ts,tsx}', '**/*.int-spec.ts', 'e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.jest } },
    rules: { '@typescript-eslint/unbound-method': 'off' },
  },
);
