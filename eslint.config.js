import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * Import boundaries of the layout: the client never imports server code (types only), the
 * server never imports client code, and src/shared imports neither.
 */
const serverPatterns = ['**/server/**'];
const clientPatterns = ['**/client/**'];
const commandPatterns = ['**/commands/**'];

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', '.tmp/**', 'test-results/**', 'playwright-report/**', 'src/server/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}', 'commands/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ group: serverPatterns, allowTypeImports: true, message: 'The client may import server code for types only.' }] },
      ],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ group: [...clientPatterns, ...commandPatterns], message: 'The server never imports client code.' }] },
      ],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: [...serverPatterns, ...clientPatterns, ...commandPatterns], message: 'src/shared imports neither client nor server code.' },
            { group: ['react', 'react-dom', 'hono', 'drizzle-orm', 'drizzle-orm/*', 'pg', '@electric-sql/*'], message: 'src/shared stays framework-free.' },
          ],
        },
      ],
    },
  },
  {
    // Plain Node scripts (e.g. the knowledge-base checker, also run by its test).
    files: ['**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
    rules: { 'no-console': 'off' },
  },
  {
    files: ['tests/**/*.ts', 'bench/**/*.ts', 'scripts/**/*.ts', '**/*.test.{ts,tsx}'],
    rules: { 'no-console': 'off' },
  },
);
