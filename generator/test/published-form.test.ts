/**
 * Staff may write a link to a page in either form: '/timber/plywood' as the catalogue names it,
 * or '/timber/plywood/' as the published site does (contract/addresses.ts). Both validate and
 * both reach the same page, in cards and in the menus.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { contentOf } from '../emit/index.ts';
import { hasErrors, planGenerate } from '../pipeline.ts';

const SCRATCH = fileURLToPath(new URL('../../.bench/', import.meta.url));
mkdirSync(SCRATCH, { recursive: true });
const root = mkdtempSync(path.join(SCRATCH, 'published-form-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function edit(dir: string, file: string, from: string, to: string): void {
  const full = path.join(dir, file);
  const text = readFileSync(full, 'utf8');
  expect(text, file).toContain(from);
  writeFileSync(full, text.replace(from, to));
}

it("validates and builds links written with a '/' at the end as links to the same page", async () => {
  const dir = path.join(root, 'catalogue');
  cpSync(fileURLToPath(new URL('../../catalogue/', import.meta.url)), dir, { recursive: true });
  edit(dir, 'timber/plywood.yaml', '  - /timber/boards\n', '  - /timber/boards/\n');
  edit(dir, 'layout.yaml', '    href: /timber\n', '    href: /timber/\n');
  edit(dir, 'services/delivery.yaml', '  - /services/custom-orders\n', '  - /services/custom-orders/#steps\n');

  const plan = await planGenerate(dir, path.join(root, 'generated'));
  expect(plan.diagnostics.filter((d) => d.severity !== 'info')).toEqual([]);
  expect(hasErrors(plan)).toBe(false);
  const plywood = plan.outputs?.find((output) => output.path === 'public/_data/timber/plywood.json');
  const related = (JSON.parse(plywood ? String(contentOf(plywood)) : '') as { related: { title: string; href: string }[] }).related;
  expect(related).toContainEqual(expect.objectContaining({ title: 'Boards', href: '/timber/boards/' }));
});
