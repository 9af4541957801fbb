import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * The generator is load -> validate -> links -> emit, with the commands (cli, pipeline, build,
 * commands, dev, editor, scaffold) on top; `contract/` is what the generator and the site share, and
 * neither owns. An import against that flow is an error that says where the code belongs.
 *
 * Core ESLint's no-restricted-imports does it: a relative import that climbs ('../') into a folder
 * a zone may not use is refused with the zone's message. A file takes the options of the last
 * block that matches it, so each block below carries every restriction its files need.
 */
const COMMANDS = ['build', 'commands', 'dev', 'editor', 'scaffold', 'bench', 'test', 'cli.ts', 'pipeline.ts', 'print.ts'];
const STAGES = ['load', 'validate', 'links', 'emit'];
const escape = (name) => name.replace(/\./g, '\\.');
/** An import that climbs into one of `names` (a folder, or a file ending '.ts'). */
const into = (names, message) => ({ regex: `^(\\.\\./)+(${names.map(escape).join('|')})(/|$)`, message });

const ROUTER = { name: 'react-router', message: "Import routing from 'site/router.tsx' only." };
const ROUTER_DOM = { name: 'react-router-dom', message: "Import routing from 'site/router.tsx' only, so a move to react-router v8 is a one-file change." };
const NO_SITE = into(['site', 'scripts'], 'The generator never imports the site: share through contract/.');

/** Which folders each part of the code may not reach, and why. Later entries win for the files they match. */
export const BOUNDARY_ZONES = [
  { files: ['generator/**'], patterns: [NO_SITE] },
  { files: ['generator/load/**'], patterns: [NO_SITE, into([...STAGES.slice(1), ...COMMANDS], 'load/ is the first stage: move shared code down into load/, diagnostics/ or model.ts.')] },
  { files: ['generator/validate/**'], patterns: [NO_SITE, into([...STAGES.slice(2), ...COMMANDS], 'validate/ runs before links and emit: move shared code down into validate/ or load/.')] },
  { files: ['generator/links/**'], patterns: [NO_SITE, into([...STAGES.slice(3), ...COMMANDS], 'links/ runs before emit: move shared code down into links/ or an earlier stage.')] },
  { files: ['generator/emit/**'], patterns: [NO_SITE, into(COMMANDS, 'emit/ is the last stage; the commands call it, never the other way round.')] },
  {
    files: ['generator/diagnostics/**', 'generator/model.ts', 'generator/workers/**', 'generator/cache/**', 'generator/images/**'],
    patterns: [NO_SITE, into([...STAGES, ...COMMANDS], 'diagnostics/, workers/, cache/, images/ and model.ts are shared by every stage and import none.')],
  },
  { files: ['contract/**'], patterns: [into(['generator', 'site', 'scripts'], 'contract/ is shared by the generator and the site, so it imports neither.')] },
  { files: ['site/**'], paths: [ROUTER_DOM], patterns: [into(['generator', 'scripts'], 'The site imports nothing of the generator but contract/.')] },
  { files: ['site/router.tsx'], paths: [], patterns: [into(['generator', 'scripts'], 'The site imports nothing of the generator but contract/.')] },
  { files: ['scripts/harness/**'], patterns: [into(['site'], 'The test and benchmark harness is used by site/e2e, not the other way round.')] },
];

/** Tests and fixtures may reach whatever they check; only the router rule applies to them. */
const TESTS = ['**/*.test.{ts,tsx}', '**/*.e2e.ts', 'site/e2e/**', '**/fixtures/**'];

export default tseslint.config(
  { ignores: ['dist/', 'site/generated/', 'node_modules/', '.bench/', '.cache/', '.vitest/', 'coverage/', 'test-results/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': ['error', { paths: [ROUTER] }],
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
  ...BOUNDARY_ZONES.map(({ files, paths = [], patterns }) => ({
    files: files.map((glob) => (glob.endsWith('**') ? `${glob}/*.{ts,tsx,js,mjs}` : glob)),
    ignores: TESTS,
    rules: { 'no-restricted-imports': ['error', { paths: [ROUTER, ...paths], patterns }] },
  })),
  {
    // Site tests keep the router rule; site code has it in its zone above.
    files: ['site/**/*.test.{ts,tsx}', 'site/e2e/**/*.ts', 'site/test/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [ROUTER, ROUTER_DOM] }] },
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
);
