import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * The generator is load -> validate -> links -> emit, with the commands (cli, pipeline, build,
 * dev, editor, scaffold) on top; `contract/` is what the generator and the site share, and
 * neither owns. An import against that flow is an error that says where the code belongs.
 */
const COMMANDS = ['build', 'dev', 'editor', 'scaffold', 'bench', 'test', 'cli.ts', 'pipeline.ts', 'report.ts'].map((p) => `./generator/${p}`);
const stage = (name) => `./generator/${name}`;
const later = (message, ...from) => ({ from, message });

export const BOUNDARY_ZONES = [
  { target: stage('load'), ...later('load/ is the first stage: move shared code down into load/, diagnostics/ or model.ts.', stage('validate'), stage('links'), stage('emit'), ...COMMANDS) },
  { target: stage('validate'), ...later('validate/ runs before links and emit: move shared code down into validate/ or load/.', stage('links'), stage('emit'), ...COMMANDS) },
  { target: stage('links'), ...later('links/ runs before emit: move shared code down into links/ or an earlier stage.', stage('emit'), ...COMMANDS) },
  { target: stage('emit'), ...later('emit/ is the last stage; the commands call it, never the other way round.', ...COMMANDS) },
  {
    target: [stage('diagnostics'), stage('model.ts'), stage('workers'), stage('cache'), stage('images')],
    ...later('diagnostics/, workers/, cache/, images/ and model.ts are shared by every stage and import none.', stage('load'), stage('validate'), stage('links'), stage('emit'), ...COMMANDS),
  },
  { target: './contract', ...later('contract/ is shared by the generator and the site, so it imports neither.', './generator', './site', './scripts') },
  { target: './generator', ...later('The generator never imports the site: share through contract/.', './site', './scripts') },
  { target: './site', ...later('The site imports nothing of the generator but contract/.', './generator', './scripts') },
  { target: './scripts/harness', ...later('The test and benchmark harness is used by site/e2e, not the other way round.', './site') },
];

export default tseslint.config(
  { ignores: ['dist/', 'site/generated/', 'node_modules/', '.bench/', '.cache/', '.vitest/', 'coverage/', 'test-results/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'react-router', message: "Import routing from 'site/router.ts' only." }],
        },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    // Production code keeps to the stages; tests and fixtures may reach whatever they check.
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.e2e.ts', 'site/e2e/**', '**/fixtures/**', 'eslint.config.js'],
    plugins: { 'import-x': importX },
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: BOUNDARY_ZONES }] },
  },
  {
    // The rules of hooks and complete effect dependencies. The React Compiler's rules in the
    // plugin's recommended set are left off: this app is not compiled by it, and the page
    // store's render-time ref cache is deliberate (page-store.tsx).
    files: ['site/**/*.{ts,tsx}'],
    ignores: ['site/e2e/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['site/**/*.{ts,tsx}'],
    ignores: ['site/router.ts', 'site/router.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'react-router-dom', message: "Import routing from 'site/router.tsx' only, so a move to react-router v8 is a one-file change." }] },
      ],
    },
  },
);
