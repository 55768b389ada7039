import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', 'apps/server/drizzle/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // Command-line scripts report on standard output.
    files: ['scripts/**'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Forms take zodResolver from components/form, which makes zod answer in Korean first.
    // Calls go through apiClient and the API definitions (decision 014), never the untyped client by path.
    files: ['apps/web/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/components/form/zod-resolver.ts', 'apps/web/src/lib/api/**', 'apps/web/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: '@hookform/resolvers/zod', message: 'Import zodResolver from components/form (Korean zod messages).' }],
          patterns: [{ group: ['**/lib/api/api-client'], message: 'Call the API through apiClient and its definition (lib/api, decision 014).' }],
        },
      ],
    },
  },
);
