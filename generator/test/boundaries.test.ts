/**
 * `npm run lint` keeps the stages and the generator–site contract in their places: an import
 * against the flow is an error. Each case lints one import as if it were written in a file of
 * that folder (no file is written).
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { REPO } from './run-cli.ts';

const eslint = new ESLint({
  cwd: REPO,
  // Type-aware rules need the file on disk; the boundary rule only needs the import.
  overrideConfig: {
    languageOptions: { parserOptions: { projectService: false, project: null } },
    rules: { '@typescript-eslint/no-floating-promises': 'off', '@typescript-eslint/no-misused-promises': 'off' },
  },
});

async function boundaryErrors(file: string, importPath: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import { x } from '${importPath}';\nexport const y = x;\n`, { filePath: path.join(REPO, file) });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message);
}

describe('stage boundaries', () => {
  it.each([
    ['generator/load/backward.ts', '../emit/index.ts', /load\/ is the first stage/],
    ['generator/load/backward.ts', '../validate/index.ts', /load\/ is the first stage/],
    ['generator/validate/backward.ts', '../links/index.ts', /validate\/ runs before links and emit/],
    ['generator/links/backward.ts', '../emit/manifest.ts', /links\/ runs before emit/],
    ['generator/links/backward.ts', '../scaffold/new-page.ts', /links\/ runs before emit/],
    ['generator/emit/backward.ts', '../pipeline.ts', /emit\/ is the last stage/],
    ['generator/diagnostics/backward.ts', '../links/index.ts', /shared by every stage/],
    ['generator/workers/backward.ts', '../load/parse.ts', /shared by every stage/],
    ['generator/cache/backward.ts', '../validate/schemas.ts', /shared by every stage/],
    ['generator/cache/backward.ts', '../build/output.ts', /shared by every stage/],
    ['site/pages/Reach.tsx', '../../generator/links/index.ts', /The site imports nothing of the generator but contract/],
    ['site/data-reach.ts', '../generator/emit/manifest.ts', /The site imports nothing of the generator but contract/],
    ['generator/emit/reach.ts', '../../site/page-types.ts', /The generator never imports the site/],
    ['contract/reach.ts', '../generator/model.ts', /contract\/ is shared/],
    ['scripts/harness/reach.ts', '../../site/data.ts', /harness is used by site\/e2e/],
  ])('%s may not import %s', async (file, importPath, message) => {
    const errors = await boundaryErrors(file, importPath);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(message);
  });

  it.each([
    ['generator/emit/forward.ts', '../links/index.ts'],
    ['generator/links/forward.ts', '../validate/placeholders.ts'],
    ['generator/build/forward.ts', '../pipeline.ts'],
    ['generator/load/forward.ts', '../workers/pool.ts'],
    ['generator/validate/forward.ts', '../cache/index.ts'],
    ['site/forward.ts', '../contract/addresses.ts'],
    ['generator/emit/forward.ts', '../../contract/kinds/index.ts'],
  ])('%s may import %s', async (file, importPath) => {
    expect(await boundaryErrors(file, importPath)).toEqual([]);
  });
});
