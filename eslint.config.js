import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import i18next from 'eslint-plugin-i18next';

/*
 * Boundaries (docs/architecture.md, docs/decisions/006-boundaries.md): layers import one way,
 * web → api → bot → db → migrations; features reach each other only through their index.ts;
 * shared web code never imports a feature or the app shell; production code never imports a
 * testing folder. Feature folders are read from disk, so a new feature is covered unaided.
 */
/** Glob exceptions are matched against absolute paths. */
const ROOT = import.meta.dirname;

const folders = (dir) =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);

/** Zones saying feature A may import feature B only through B's public entry. */
function featureZones(root, features) {
  return features.flatMap((target) =>
    features
      .filter((from) => from !== target)
      .map((from) => ({
        target: `./${root}/${target}/**`,
        from: `./${root}/${from}/**`,
        // A feature's stylesheet may be shared: it carries no behaviour to bypass.
        except: [`${ROOT}/${root}/${from}/index.{ts,tsx}`, `${ROOT}/${root}/${from}/**/*.css`],
        message: `Import ${from} through its public entry (${root}/${from}/index.ts).`,
      })),
  );
}

const WEB_SHARED = ['app', 'components', 'lib', 'locales'];
const webFeatures = folders('web/src').filter((f) => !WEB_SHARED.includes(f));
const API_SHARED = ['middleware', 'server', 'testing', 'lib'];
const apiFeatures = folders('api/src').filter((f) => !API_SHARED.includes(f));

const layer = (forbidden) => ({
  '@typescript-eslint/no-restricted-imports': [
    'error',
    {
      patterns: forbidden.map((group) => ({
        group: [group, `${group}/*`],
        message: 'Layers import one way: web → api → bot → db → migrations.',
      })),
    },
  ],
});

export default tseslint.config(
  { ignores: ['**/node_modules', '**/dist', 'data', 'e2e/screenshots'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['tsconfig.json'] })],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'smart'],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  { files: ['db/src/**'], rules: layer(['@tenfour/api', '@tenfour/bot', '@tenfour/web']) },
  { files: ['bot/src/**'], rules: layer(['@tenfour/api', '@tenfour/web']) },
  { files: ['api/src/**'], rules: layer(['@tenfour/web']) },
  { files: ['migrations/**'], rules: layer(['@tenfour/db', '@tenfour/api', '@tenfour/bot']) },
  {
    files: ['web/src/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@tenfour/db(?!/browser$)(/.*)?$',
              allowTypeImports: true,
              message: 'At run time web imports db only through @tenfour/db/browser.',
            },
            {
              group: ['@tenfour/api', '@tenfour/api/*'],
              allowTypeImports: true,
              message: 'Web reaches the API through the typed client, never its code.',
            },
            { group: ['@tenfour/bot', '@tenfour/bot/*'], message: 'Web never imports the bot.' },
          ],
        },
      ],
    },
  },
  {
    files: ['{db,api,bot,web}/src/**'],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...['components', 'lib'].map((shared) => ({
              target: `./web/src/${shared}`,
              from: './web/src',
              except: ['./components', './lib', './locales'],
              message: 'Shared web code never imports a feature or the app shell.',
            })),
            ...featureZones('web/src', webFeatures),
            ...featureZones('api/src', apiFeatures),
            ...['db', 'api', 'bot'].map((pkg) => ({
              target: `./${pkg}/src`,
              from: `./${pkg}/src/testing`,
              message: 'Production code never imports a testing folder.',
            })),
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // Every string a person reads comes from a catalogue (docs/languages.md): text in JSX and
    // the attributes a person reads or hears (labels, titles, placeholders, our own props
    // that carry text) are written as t('...') keys, never inline.
    files: ['web/src/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': {
            include: [
              'aria-label',
              'aria-description',
              'aria-valuetext',
              'title',
              'placeholder',
              'alt',
              'label',
              'heading',
              'description',
              'message',
              'empty\\w*',
              '\\w+(Label|Text|Title|Message|Heading)',
            ],
          },
        },
      ],
    },
  },
);
