// ESLint flat config. The import-boundary zones enforce DESIGN section 2: shared ← client,
// shared ← server, client and server never import each other, one feature never reaches
// into another, and shared code stays free of React, Node built-ins and the database.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = readdirSync(new URL('./src/client/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const featureZones = features.map((feature) => ({
  target: `./src/client/features/${feature}`,
  from: './src/client/features',
  except: [`./${feature}`],
  message: 'A feature must not import another feature: move the shared piece to src/client/ui or src/client/lib.',
}));

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'data/**',
      'src/server/db/migrations/**',
      // Made from the catalogues by scripts/texts.mjs.
      'src/**/*.en.js',
      'src/**/*.ta.js',
      'src/**/*.en.d.ts',
      'src/**/*.ta.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    plugins: { import: importPlugin },
    settings: {
      // The project imports by relative path only, so Node's resolution with TypeScript's
      // extensions finds every file the zones below need to see.
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
      // The files the plugin parses to follow imports (no-cycle); by default only .js.
      'import/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import/ignore': ['node_modules'],
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'separate-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import/no-duplicates': 'error',
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './src/client', from: './src/server', message: 'The client never imports server code.' },
            { target: './src/server', from: './src/client', message: 'The server never imports client code.' },
            { target: './src/shared', from: ['./src/client', './src/server', './sw'], message: 'shared depends on nothing else.' },
            { target: './sw', from: ['./src/client', './src/server'], message: 'The service worker imports only shared code.' },
            { target: './src/client/features', from: './src/client/app', message: 'Features do not import the app shell.' },
            {
              target: ['./src/client/ui', './src/client/lib', './src/client/offline', './src/client/i18n'],
              from: ['./src/client/features', './src/client/app'],
              message: 'ui, lib, i18n and offline are below features.',
            },
            // The offline layer (Dexie, drafts, outbox) loads only with the pages that use it: never from ui or lib,
            // which the shell and the first visit share (the app shell reaches it through a dynamic import only).
            {
              target: ['./src/client/ui', './src/client/lib'],
              from: './src/client/offline',
              message: 'ui and lib must not pull the offline layer (Dexie) into the first download.',
            },
            ...featureZones,
          ],
        },
      ],
    },
  },
  {
    // A cycle means two modules are one thing or a third is missing; dynamic imports count too.
    files: ['src/**/*.{ts,tsx}', 'sw/**/*.ts'],
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*', 'fs', 'path', 'crypto'], message: 'shared runs in the browser too: no Node built-ins.' },
            { group: ['react', 'react-dom', 'react-router-dom', 'axios', 'dexie'], message: 'shared has no UI or transport code.' },
            {
              group: ['drizzle-orm', 'drizzle-orm/*', 'pg', '@electric-sql/*', 'fastify', '@fastify/*'],
              message: 'shared has no server code.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: globals.browser },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
    },
  },
  {
    // Small pieces: a function past 80 lines or a file past 300 is usually two things, each of
    // which deserves a name. The schema is the one list of tables; the migrations are generated.
    files: ['src/**/*.{ts,tsx}', 'sw/**/*.ts', 'scripts/**/*.{js,mjs,mts}'],
    ignores: ['src/server/db/schema.ts'],
    rules: {
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true, IIFEs: true }],
      'max-lines': ['error', { max: 300, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // The service worker runs in its own global scope: no window, no DOM.
    files: ['sw/**/*.ts'],
    languageOptions: { globals: globals.serviceworker },
  },
  {
    files: ['src/server/**/*.ts', 'scripts/**/*.{js,mjs}', 'tests/**/*.{ts,tsx,js,mjs}', '*.config.{js,ts}'],
    languageOptions: { globals: globals.node },
  },
);
