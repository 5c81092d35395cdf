import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'

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
            { group: ['react', 'react-dom', 'react/*', 'react-dom/*', '@tanstack/*', 'idb', 'sonner', 'pg', '@electric-sql/*', 'node:*'], message: 'The domain is pure game logic: no framework, storage or I/O.' },
            { group: ['**/server/**', '**/components/**', '**/routes/**', '**/browser-db/**', '**/queries/**', '**/pwa/**'], message: 'The domain sits at the bottom: it imports nothing above it.' },
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
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly', Response: 'readonly', Headers: 'readonly', CompressionStream: 'readonly' } },
  },
)
