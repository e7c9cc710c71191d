// ESLint flat config. The layer rules it enforces are drawn in docs/architecture.md.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import boundaries from 'eslint-plugin-boundaries';
import globals from 'globals';

const TS = ['**/*.{ts,tsx}'];
const TESTS = ['**/*.test.{ts,tsx}', 'src/test/**', 'server/test/**', 'tests/**'];

/**
 * Every folder of the layout is an element (the first pattern that matches wins, so the narrow ones
 * come first); `feature` is captured so that a policy can say "its own feature". File categories
 * tell a feature's routes and its public entry from its internals.
 */
const elements = [
  // SPA
  { type: 'spa-route', pattern: 'src/app/routes', partialMatch: false },
  { type: 'spa-app', pattern: 'src/app', partialMatch: false },
  { type: 'spa-feature', pattern: 'src/features/*', partialMatch: false, capture: ['feature'] },
  { type: 'spa-components', pattern: 'src/components', partialMatch: false },
  { type: 'spa-lib', pattern: 'src/lib', partialMatch: false },
  { type: 'spa-test', pattern: 'src/test', partialMatch: false },
  { type: 'common', pattern: 'common', partialMatch: false },
  // Server
  { type: 'server-core', pattern: 'server/core', partialMatch: false },
  { type: 'server-lib', pattern: 'server/lib', partialMatch: false },
  { type: 'server-db', pattern: 'server/db', partialMatch: false },
  { type: 'server-http', pattern: 'server/http', partialMatch: false },
  { type: 'server-jobs', pattern: 'server/jobs', partialMatch: false },
  { type: 'server-adapters', pattern: 'server/adapters', partialMatch: false },
  { type: 'server-painter', pattern: 'server/painter', partialMatch: false },
  { type: 'server-test', pattern: 'server/test', partialMatch: false },
  { type: 'server-feature', pattern: 'server/features/*', partialMatch: false, capture: ['feature'] },
  // server/*.ts: main, worker (processes), app, workers (composition roots), bootstrap, config, deps
  { type: 'server-root', pattern: 'server', partialMatch: false },
];
const files = [
  { category: 'routes', pattern: 'server/features/*/*.routes.ts' },
  // A server feature's public entry: the only files another feature may import.
  { category: 'service', pattern: 'server/features/*/*.service.ts' },
  { category: 'config', pattern: 'server/config.ts' },
  { category: 'deps', pattern: 'server/deps.ts' },
  // The offline painter's one entry point: the only painter file the rest of the server imports.
  { category: 'painter-entry', pattern: 'server/painter/index.ts' },
  { category: 'internal', pattern: 'server/features/*/**' },
];

/** Builds a `to` selector: element types (+ file categories, + the importer's own feature). */
const target = (types, { categories, own } = {}) => ({
  to: {
    element: {
      types: { anyOf: types },
      ...(own ? { captured: { feature: '{{ from.element.captured.feature }}' } } : {}),
    },
    ...(categories ? { file: { categories: { anyOf: categories } } } : {}),
  },
});
const policy = (type, categories, ...allowed) =>
  allowed.map((allow) => ({
    from: { element: { type }, ...(categories ? { file: { categories } } : {}) },
    allow,
  }));

// What every server layer may use: config and the deps container type are the composition root's leaves.
const BELOW = [
  target(['server-core', 'server-lib', 'common']),
  target(['server-root'], { categories: ['config', 'deps'] }),
];
const OWN_FEATURE = target(['server-feature'], { own: true });
const FEATURE_ENTRY = target(['server-feature'], { categories: ['service'] });
const PAINTER_ENTRY = target(['server-painter'], { categories: ['painter-entry'] });

const layerPolicies = [
  // SPA: app -> routes -> features -> components / lib -> common
  ...policy('spa-app', null, target(['spa-app', 'spa-route', 'spa-feature', 'spa-components', 'spa-lib', 'common'])),
  ...policy('spa-route', null, target(['spa-route', 'spa-feature', 'spa-components', 'spa-lib', 'common'])),
  ...policy(
    'spa-feature',
    null,
    target(['spa-feature'], { own: true }),
    target(['spa-components', 'spa-lib', 'common']),
  ),
  ...policy('spa-components', null, target(['spa-components', 'spa-lib', 'common'])),
  ...policy('spa-lib', null, target(['spa-lib', 'spa-components', 'common'])),
  ...policy('spa-test', null, target(['spa-*', 'common'])),
  ...policy('common', null, target(['common'])),
  // Server: the composition root sees everything; routes -> services -> core / db / adapters
  ...policy('server-root', null, target(['server-*', 'common'])),
  ...policy('server-test', null, target(['server-*', 'common'])),
  ...policy('server-core', null, target(['server-core', 'server-lib', 'common'])),
  ...policy('server-lib', null, target(['server-lib', 'common'])),
  ...policy('server-db', null, target(['server-db']), ...BELOW),
  ...policy('server-painter', null, target(['server-painter']), ...BELOW),
  ...policy('server-adapters', null, target(['server-adapters', 'server-db']), PAINTER_ENTRY, ...BELOW),
  ...policy('server-http', null, target(['server-http', 'server-db']), ...BELOW),
  ...policy(
    'server-jobs',
    null,
    target(['server-jobs', 'server-db', 'server-adapters']),
    PAINTER_ENTRY,
    FEATURE_ENTRY,
    ...BELOW,
  ),
  ...policy('server-feature', { anyOf: ['routes'] }, OWN_FEATURE, target(['server-http']), ...BELOW),
  ...policy(
    'server-feature',
    { noneOf: ['routes'] },
    OWN_FEATURE,
    FEATURE_ENTRY,
    target(['server-db', 'server-adapters']),
    PAINTER_ENTRY,
    ...BELOW,
  ),
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-server/**',
      'tmp/**',
      'data/**',
      'coverage/**',
      'playwright-report/**',
      'test-results/**',
      'server/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // A `let` read by a closure before its one assignment (a test waiting for an id) cannot be const.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      // An async method that matches a promise-returning port must stay async so a throw becomes a rejection.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['src/**/*.tsx'],
    rules: {
      // A checkbox label may hold a title and a description line, each its own span inside one wrapper.
      'jsx-a11y/label-has-associated-control': ['error', { depth: 3 }],
    },
  },
  {
    // Carousels take the arrow keys on their focusable group (WAI-ARIA APG carousel); the full-screen
    // image preview closes on a click beside the picture (Escape does it from the keyboard).
    files: [
      'src/components/ui/image-carousel.tsx',
      'src/features/framing/mockup-carousel.tsx',
      'src/features/templates/template-carousel.tsx',
      'src/components/ui/image-preview.tsx',
    ],
    rules: {
      'jsx-a11y/no-noninteractive-element-interactions': 'off',
      'jsx-a11y/no-noninteractive-tabindex': 'off',
    },
  },
  {
    files: TS,
    plugins: { 'import-x': importX, boundaries },
    settings: {
      // import-x parses the imported .ts files itself (for no-cycle) with the TypeScript parser.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
      'import/resolver': { typescript: { project: './tsconfig.json' } },
      'boundaries/elements': elements,
      'boundaries/files': files,
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
    },
    rules: {
      // It skips type-only imports; scripts/check-cycles.ts (in `npm run lint`) counts them too.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'boundaries/dependencies': ['error', { default: 'allow', policies: [] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'common/**/*.ts'],
    ignores: TESTS,
    rules: {
      'boundaries/dependencies': ['error', { default: 'disallow', policies: layerPolicies }],
    },
  },
  {
    files: TESTS,
    rules: {
      // Tests poke at replies (inject's json() is `any`) and fixtures whose shape the assertion itself checks.
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    // Prettier wraps at 120 but leaves strings, comments and template literals alone: a line over 140 is
    // broken by hand (strings as exact pieces joined with +) or, for a data table, wrapped in
    // `/* eslint-disable max-len -- data table: <what it is> */` ... `/* eslint-enable max-len */`.
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    rules: {
      'max-len': ['error', { code: 140, ignoreUrls: true, ignoreRegExpLiterals: true }],
    },
  },
);
