import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { checkCatalogue } from '../../generator/pipeline.ts';
import { writeSyntheticCatalogue } from './synthetic-catalogue.ts';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

test('adds products up to the requested count, and the result validates with no errors', async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'synthetic-'));
  const out = path.join(dir, 'catalogue');
  const source = path.resolve(import.meta.dirname, '../../catalogue');
  const shipped = readdirSync(source, { recursive: true }).filter((f) => String(f).endsWith('.yaml')).length;
  expect(writeSyntheticCatalogue(source, out, 120)).toBe(120);
  const files = readdirSync(out, { recursive: true }).filter((f) => String(f).endsWith('.yaml'));
  const generated = files.filter((f) => path.basename(String(f)).startsWith('bench-'));
  expect(files.length - generated.length).toBe(shipped);
  const result = await checkCatalogue(out);
  // Only the generated files are ours to judge here; the shipped catalogue has tests of its own.
  const generatedErrors = result.diagnostics.filter((d) => d.severity === 'error' && path.basename(d.span?.file ?? '').startsWith('bench-'));
  expect(generatedErrors).toEqual([]);
  expect([...result.pages.values()].filter((p) => p.kind === 'detail')).toHaveLength(120);
});
