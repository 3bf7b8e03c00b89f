import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import astro from 'eslint-plugin-astro';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { defineConfig } from 'eslint/config';

export default defineConfig(
  {
    ignores: [
      'dist/',
      'dist-*/',
      '.astro/',
      'node_modules/',
      'data/',
      'public/',
      'test-results/',
      'playwright-report/',
      'bench/out/',
      'coverage/',
      // Third-party code kept as its authors wrote it (the part of a package the chat runs).
      'src/lib/chat/vendor/*.js',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
  },
  ...astro.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  // Astro components are parsed by astro-eslint-parser, whose frontmatter and inline scripts get
  // no type information from the TypeScript project service; lint them without type-aware rules.
  { files: ['**/*.astro', '**/*.astro/*.ts', '**/*.astro/*.js'], ...tseslint.configs.disableTypeChecked },
  {
    files: ['src/**/*.tsx'],
    plugins: { 'jsx-a11y-x': jsxA11y, 'react-hooks': reactHooks },
    rules: {
      ...jsxA11y.configs.recommended.rules,
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // Tests hand async callbacks to React's act() so it flushes the updates they schedule, and
    // their doubles implement async interfaces; neither needs an await of its own.
    files: ['tests/**'],
    rules: { '@typescript-eslint/require-await': 'off' },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
);
