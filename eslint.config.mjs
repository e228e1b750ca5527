import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import i18next from 'eslint-plugin-i18next';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'coverage/**', 'test-results/**', 'screenshots/**', '.bench/**', '.peers/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    // Static accessibility checks of the JSX (issue 11); axe in e2e checks the rendered pages.
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    // Every text a user reads goes through i18next: no literal text between JSX tags.
    files: ['shell/src/**/*.tsx', 'shared/ui/src/**/*.tsx', 'remotes/*/src/**/*.tsx'],
    ignores: ['**/*.test.tsx', '**/test/**'],
    plugins: { i18next },
    rules: { 'i18next/no-literal-string': ['error', { mode: 'jsx-text-only' }] },
  },
  {
    // Sections ship on their own (docs/sections.md): a remote imports shared packages (the section
    // contract is @tac/section), never the shell, another remote or their internals.
    files: ['remotes/*/src/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@tac/remote-*'], message: 'A remote never imports another remote.' },
            { regex: '^@tac/shell(/|$)', message: 'A remote never imports the shell: the section contract is @tac/section.' },
            { regex: '^\\.\\.?/(.*/)?(remotes|shell)/', message: 'A remote never reaches into another remote or the shell by path.' },
            { regex: '^(\\.\\./){2,}\\.\\./', message: 'A remote never reaches out of its own folder by path.' },
            { regex: '^(\\.\\./)+[^./][^/]*/src(/|$)', message: 'A remote never reaches into another package by path.' },
          ],
        },
      ],
    },
  },
  {
    // Shared packages serve every remote and the shell; they import none of them.
    files: ['shared/*/src/**/*.{ts,tsx}', 'shared/*/catalogue/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^@tac/(shell|remote-)', message: 'A shared package imports no remote and not the shell.' },
            { regex: '^\\.\\.?/(.*/)?(remotes|shell)/', message: 'A shared package imports no remote and not the shell.' },
          ],
        },
      ],
    },
  },
  {
    // The section contract is a package of its own: the tests, the tooling and the build config
    // take it from @tac/section, never from the shell's internals.
    files: ['e2e/**/*.ts', 'scripts/**/*.{ts,mjs}', 'device/**/*.ts', 'build/**/*.ts', '*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^@tac/shell(/|$)|^(\\.\\./)*shell/src/(federation|standalone)/', message: 'Take the section contract from @tac/section.' }] },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Bench scripts hand callbacks to the page (page.evaluate): they run in the browser.
    files: ['scripts/bench/**/*.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
