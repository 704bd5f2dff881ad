import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

// Boundaries (docs/architecture.md, 'Folders and their rules'):
// - packages: shared-schema <- contract-engine <- (pwa | sync-server), each package only through its entry;
// - PWA: lib/, components/ui and db/ <- features <- app. lib/ holds only infrastructure that knows no domain.
//   A feature reaches another feature only through that feature's entry, features/<name>/index.ts: the entry is
//   the one explicit shared place, and what it exports is all other features may use;
// - server: routes -> services -> repositories (routes take services built in app.ts, never a repository or
//   knex; a repository knows no service); adapters import no module;
// - no import cycles anywhere.

/** An import whose path matches `regex` is refused with `message`. */
const refuse = (regex, message) => ({ regex, message });

/**
 * A block refusing `patterns` in `files`. Flat config gives a file the last block's options of a rule, so each
 * block lists every pattern that applies to its files.
 */
const restrictImports = (files, patterns, ignores) => ({
  files,
  ...(ignores && { ignores }),
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});

const PACKAGES_BY_ENTRY = [
  refuse(
    String.raw`(^|/)(shared-schema|contract-engine)/src(/|$)`,
    'Import shared-schema and contract-engine through their entry (@shared-schema, @contract-engine).',
  ),
];
const NOT_SERVER = refuse(
  String.raw`(^|/)sync-server/`,
  'The PWA and the packages never import sync-server code.',
);
const NOT_PWA = refuse(String.raw`(^|/)pwa/`, 'sync-server and the packages never import PWA code.');
const SERVER = [...PACKAGES_BY_ENTRY, NOT_PWA];
const PWA = [...PACKAGES_BY_ENTRY, NOT_SERVER];
const SERVER_TESTS = ['sync-server/**/*.test.ts'];

const features = readdirSync(new URL('./pwa/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Inside features/<name>: another feature only through its entry ('../other', never '../other/file'). A file
 * in a sub-folder of its feature (features/admin/users/users-tab.tsx) climbs one '../' more to leave it.
 */
const FEATURE_DEPTHS = [1, 2, 3];
const featureBlocks = features.flatMap((name) =>
  FEATURE_DEPTHS.map((depth) =>
    restrictImports(
      [`pwa/src/features/${name}/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
      [
        ...PWA,
        refuse(
          String.raw`^(\.\./){${depth}}(?!${name}/)[^./][^/]*/.+`,
          'Import another feature only through its entry (../<feature>), never its internals.',
        ),
        refuse(String.raw`^(\.\./)+app(/|$)`, 'Features never import app/ (app composes features).'),
      ],
    ),
  ),
);

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'data', 'coverage', 'test-results', 'playwright-report', '.tmp'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': 'error',
      '@typescript-eslint/consistent-type-assertions': ['error', { assertionStyle: 'never' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['pwa/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  // No import cycles between our own files.
  {
    files: ['shared-schema/**/*.ts', 'contract-engine/**/*.ts', 'sync-server/**/*.ts', 'pwa/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
      // Dependencies are parsed as TypeScript too; without this no-cycle cannot follow them.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js'],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  // Layers, lowest first.
  restrictImports(
    ['shared-schema/**/*.ts'],
    [
      refuse(String.raw`^@contract-engine`, 'shared-schema imports nothing of ours.'),
      refuse(String.raw`^(\.\./){2,}`, 'shared-schema imports nothing of ours.'),
    ],
  ),
  restrictImports(['contract-engine/**/*.ts'], [...PACKAGES_BY_ENTRY, NOT_SERVER, NOT_PWA]),
  restrictImports(['sync-server/**/*.ts', 'migrations/**/*.ts'], SERVER),
  // Server layers (DESIGN 'Code conventions'): routes -> services -> repositories. Routes and the HTTP glue beside
  // them (admin guard, public pages) get services from app.ts and never reach a repository or knex.
  restrictImports(
    [
      'sync-server/src/modules/**/*-routes.ts',
      'sync-server/src/modules/**/*-routers.ts',
      'sync-server/src/modules/admin/admin-guard.ts',
      'sync-server/src/modules/content/public-content.ts',
    ],
    [
      ...SERVER,
      refuse(
        String.raw`-repository$`,
        'Routes take services (built in app.ts); only services use repositories.',
      ),
      refuse(String.raw`^knex$`, 'Routes run no SQL: a service and its repository do.'),
    ],
    SERVER_TESTS,
  ),
  restrictImports(
    ['sync-server/src/modules/**/*-repository.ts'],
    [
      ...SERVER,
      refuse(
        String.raw`-(service|routes|routers)$`,
        'Repositories know no service or route: services call them.',
      ),
    ],
  ),
  restrictImports(
    ['sync-server/src/adapters/**/*.ts'],
    [
      ...SERVER,
      refuse(
        String.raw`(^|/)(modules|middleware)(/|$)`,
        'Adapters import no module or middleware: modules depend on adapters, not the reverse.',
      ),
    ],
    ['sync-server/src/adapters/**/*.test.ts'],
  ),
  // pwa/build holds Vite plugins, loaded before the aliases exist.
  restrictImports(['pwa/src/**/*.{ts,tsx}'], PWA),
  restrictImports(
    ['pwa/src/lib/**/*.{ts,tsx}', 'pwa/src/components/**/*.{ts,tsx}', 'pwa/src/db/**/*.{ts,tsx}'],
    [
      ...PWA,
      refuse(
        String.raw`(^|/)(features|app)(/|$)`,
        'lib/, components/ui and db/ know no feature and no app: features and app import them.',
      ),
    ],
  ),
  ...featureBlocks,
  // Server tests may read the engine's fixtures (sample conversations) that its entry does not export.
  restrictImports(SERVER_TESTS, [NOT_PWA]),
);
