// Lint policy. Each block says why it exists.
import js from '@eslint/js';
import docusaurus from '@docusaurus/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    // Generated output, dependencies and compiled tests are not our source.
    ignores: [
      'node_modules/',
      'build/',
      'build-*/',
      '.docusaurus/',
      '.cache/',
      'test-results/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: {'@docusaurus': docusaurus, 'react-hooks': reactHooks},
    rules: {
      // Translation ids and messages must be literals so that
      // `docusaurus write-translations` can extract them.
      '@docusaurus/string-literal-i18n-messages': 'error',
      // <Link> knows the base URL and prefetches; a bare <a> does neither.
      '@docusaurus/no-html-links': 'error',
      // <Heading> gives headings their anchor links.
      '@docusaurus/prefer-docusaurus-heading': 'error',
      // Not enabled: @docusaurus/no-untranslated-text. The site has one
      // locale, Russian; the Russian text of its own components is content.
      // Theme strings are translated in i18n/ru/code.json instead.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // `_unused` arguments document a signature the caller imposes.
      '@typescript-eslint/no-unused-vars': [
        'error',
        {argsIgnorePattern: '^_', varsIgnorePattern: '^_'},
      ],
    },
  },
  {
    // Plain CommonJS scripts, run with node (scripts/complete-lockfile.js).
    files: ['scripts/*.js'],
    rules: {'@typescript-eslint/no-require-imports': 'off'},
    languageOptions: {
      sourceType: 'commonjs',
      globals: {module: 'writable', require: 'readonly', console: 'readonly'},
    },
  },
  {
    // Node scripts (ES modules); bench.mjs also runs callbacks in the page.
    files: [
      'scripts/*.mjs',
      'src/plugins/**/*.mjs',
      'lab/**/*.mjs',
      'tests/lab/*.mjs',
    ],
    languageOptions: {
      globals: {
        console: 'readonly',
        process: 'readonly',
        fetch: 'readonly',
        setTimeout: 'readonly',
        setInterval: 'readonly',
        clearInterval: 'readonly',
        URL: 'readonly',
        URLSearchParams: 'readonly',
        // lab/scenarios: uploads through the admin's own forms.
        FormData: 'readonly',
        Blob: 'readonly',
        performance: 'readonly',
        document: 'readonly',
        // lab/screenshots/capture.mjs: bytes in Node, callbacks in the page.
        Buffer: 'readonly',
        Image: 'readonly',
        window: 'readonly',
        requestAnimationFrame: 'readonly',
        // lab/recheck: screenshots decoded and compared in the page.
        atob: 'readonly',
        createImageBitmap: 'readonly',
        OffscreenCanvas: 'readonly',
        structuredClone: 'readonly',
      },
    },
  },
  {
    // Test code runs in Node (unit) or drives the browser from Node (e2e).
    files: ['tests/**/*.ts', 'playwright.config.ts'],
    languageOptions: {
      globals: {
        __dirname: 'readonly',
        require: 'readonly',
        process: 'readonly',
      },
    },
  },
);
