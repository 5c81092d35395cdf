import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'

// Layering (docs/architecture.md): a layer imports only the layers below it.
// scripts/layering-lint.test.ts proves these rules fail on an upward import.
// src/browser/: the browser's state (the account in localStorage, the toaster, preloaded images).
const BROWSER_STATE = ['**/browser/**']
const PAGES = ['**/components/**', '**/routes/**']
const FRAMEWORK = ['react', 'react-dom', 'react/*', 'react-dom/*', '@tanstack/*']

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'data/', 'public/game/', 'src/routeTree.gen.ts', 'test-results/', '.data/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // The domain is the game alone: it runs in the importer, on the server, in the browser and in the CLI.
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [...FRAMEWORK, 'idb', 'sonner', 'pg', '@electric-sql/*', 'node:*'],
              message: 'The domain is pure game logic: no framework, storage or I/O.',
            },
            {
              group: ['**/server/**', ...PAGES, '**/browser-db/**', '**/queries/**', '**/pwa/**', ...BROWSER_STATE, '**/text/**', '**/icons/**'],
              message: 'The domain sits at the bottom: it imports nothing above it.',
            },
          ],
        },
      ],
    },
  },
  {
    // The server shows no page: what it shares with the pages (texts, codecs) sits below both, e.g. src/text/.
    files: ['src/server/**/*.ts', 'src/**/*.server.ts', 'src/**/*.functions.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [...PAGES, '**/browser-db/**', '**/queries/**', '**/pwa/**', ...BROWSER_STATE],
              message: 'The server imports no page code or browser state: move what both need below them (src/text/, src/domain/).',
            },
          ],
        },
      ],
    },
  },
  {
    // Texts are shared by the pages and the server (e.g. the change list): they sit below both.
    files: ['src/text/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: FRAMEWORK, message: 'Texts are plain strings from the game data: no framework.' },
            {
              group: [...PAGES, '**/server/**', '**/queries/**', '**/browser-db/**', '**/pwa/**', ...BROWSER_STATE],
              message: 'Texts sit below the pages and the server: they import neither.',
            },
          ],
        },
      ],
    },
  },
  {
    // The icons' files and the compare sprite's layout: the importer writes them, the pages show them.
    files: ['src/icons/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: FRAMEWORK, message: 'Icon names and layouts are plain data, read by the importer too: no framework.' },
            {
              group: [...PAGES, '**/server/**', '**/queries/**', '**/browser-db/**', '**/pwa/**', ...BROWSER_STATE],
              message: 'The icons sit below the pages and the importer: no page, server or browser code.',
            },
          ],
        },
      ],
    },
  },
  {
    // The browser's state sits below the pages, which read and change it.
    files: ['src/browser/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [...PAGES, '**/server/**', '**/queries/**'],
              message: 'The browser state sits below the pages and calls no server: no page or server code.',
            },
          ],
        },
      ],
    },
  },
  {
    // The game-data modules build the importer's full-zod schemas when they load. Code the browser
    // runs takes only their types; their word lists live in game-data/vocabulary.ts, and the
    // version order (game-version.ts, no schema) serves the compare page's "New since" filter.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/domain/game-data/**', 'src/server/**', 'src/**/*.server.ts', 'src/**/*.functions.ts', 'src/**/*.test.ts', 'src/**/*.test.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/game-data/*', '!**/game-data/vocabulary.ts', '!**/game-data/combo-kinds.ts', '!**/game-data/game-version.ts'],
              allowTypeImports: true,
              message: 'Only types from here: the module builds the data set schemas when it loads. Word lists are in game-data/vocabulary.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/domain/**/*.test.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['scripts/**/*.mjs'],
    languageOptions: {
      globals: { process: 'readonly', console: 'readonly', URL: 'readonly', Response: 'readonly', Headers: 'readonly', CompressionStream: 'readonly' },
    },
  },
)
