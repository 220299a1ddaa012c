import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { layeringRule } from './scripts/eslint-layering-rule.js';

/** Import boundaries of the layout (README "Layout"): one rule, scripts/eslint-layering-rule.js. */
const layering = { rules: { layering: layeringRule } };

export default tseslint.config(
  {
    ignores: ['dist/**', 'data/**', 'node_modules/**', '.tmp/**', 'test-results/**', 'playwright-report/**', 'src/server/db/migrations/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}', 'commands/**/*.{ts,tsx}'],
    plugins: { switchboard: layering },
    rules: { 'switchboard/layering': 'error' },
  },
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
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Toasts go through ui/toast, which loads sonner on the first toast rather than with every page.
    files: ['src/client/**/*.{ts,tsx}', 'commands/**/*.{ts,tsx}'],
    ignores: [
      'src/client/ui/toast.ts',
      'src/client/ui/sonner-toaster.tsx',
      'src/client/notifications/new-task-toast.tsx',
      '**/*.test.{ts,tsx}',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [{ name: 'sonner', message: 'Use ui/toast (sonner arrives with the first toast).', allowTypeImports: true }] },
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
            {
              group: ['react', 'react-dom', 'hono', 'drizzle-orm', 'drizzle-orm/*', 'pg', '@electric-sql/*'],
              message: 'src/shared stays framework-free.',
            },
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
