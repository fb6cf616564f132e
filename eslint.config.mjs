// The lint gate run by `npm test` (and alone by `npm run lint`). The import arrows between folders are
// dependency-cruiser's (.dependency-cruiser.cjs, also features inside a remote); this file is about the code itself:
// typescript-eslint, the rules of hooks, and no literal text in the public sites' JSX (a visitor reading
// Nepali must never meet an English word that a catalog should have given).
import js from '@eslint/js';
import i18next from 'eslint-plugin-i18next';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const PUBLIC_UI = [
  'mf-public-school/src/**/*.tsx',
  'mf-public-women/src/**/*.tsx',
  'mf-shared/src/public/**/*.tsx',
];

// antd's image viewer fades in, and closed during the fade it stayed on screen half faded (react-component/image#508).
const NO_ANTD_IMAGE = {
  name: 'antd',
  importNames: ['Image'],
  message: "Use the kit's KitImage and KitPreviewGroup: antd's Image without the viewer's fade (kit/image-viewer.tsx).",
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      'e2e/.tmp/**',
      'e2e/test-results/**',
      '**/*.d.ts',
      '**/*.cjs',
      '**/*.mjs',
      '**/*.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      // Unused names are dead code; a leading underscore marks one kept on purpose (a positional argument).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // Types that TypeScript already checks; ESLint's own no-undef does not know them.
      'no-undef': 'off',
    },
  },
  {
    files: ['**/*.tsx', 'mf-*/src/**/*.ts', 'shell/src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['e2e/**/*.ts'],
    ignores: ['e2e/support/test.ts', 'e2e/playwright.config.ts'],
    rules: {
      // specs take `test` from e2e/support, whose fixtures wait for a server-rendered page to hydrate
      'no-restricted-imports': ['error', { paths: [{ name: '@playwright/test', message: "Import test, expect and Playwright's types from e2e/support." }] }],
    },
  },
  {
    files: ['mf-*/src/**/*.{ts,tsx}', 'shell/src/**/*.{ts,tsx}'],
    ignores: ['mf-shared/src/kit/image-viewer.tsx'],
    rules: {
      'no-restricted-imports': ['error', { paths: [NO_ANTD_IMAGE] }],
    },
  },
  {
    files: ['mf-public-school/src/**/*.{ts,tsx}', 'mf-public-women/src/**/*.{ts,tsx}', 'mf-shared/src/public/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      // A public page's first load carries what it imports (issue 36): the whole of these objects, the console's endpoints too.
      // (This replaces the rule's paths above for these files, so antd's Image is named again.)
      'no-restricted-imports': ['error', {
        paths: [{
          name: '@school/shared/contract',
          importNames: ['ENDPOINTS', 'CONTENT_ENDPOINTS', 'CONTENT_RESOURCES', 'SITE_ENDPOINTS'],
          message: 'The public sites call through PUBLIC_CONTENT_ENDPOINTS and PUBLIC_SITE_ENDPOINTS.',
        }, NO_ANTD_IMAGE],
      }],
    },
  },
  {
    files: PUBLIC_UI,
    ignores: ['**/*.test.tsx'],
    plugins: { i18next },
    rules: {
      // Only text between JSX tags: attribute values are class names, routes and test ids far more often than words.
      'i18next/no-literal-string': ['error', { mode: 'jsx-text-only' }],
    },
  },
);
