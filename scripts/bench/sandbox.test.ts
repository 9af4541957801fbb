import { existsSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { makeSandbox } from './sandbox.ts';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function write(rel: string, text = 'x'): void {
  mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
  writeFileSync(path.join(dir, rel), text);
}

test('copies the project with the given catalogue, links node_modules, and leaves out build output', () => {
  dir = mkdtempSync(path.join(tmpdir(), 'sandbox-'));
  for (const f of ['project/package.json', 'project/site/App.tsx', 'project/site/generated/layout.ts', 'project/dist/index.html', 'project/catalogue/site.yaml', 'project/node_modules/react/index.js']) write(f);
  write('other/site.yaml', 'name: synthetic');
  makeSandbox(path.join(dir, 'project'), path.join(dir, 'box'), path.join(dir, 'other'));
  const box = (rel: string): string => path.join(dir, 'box', rel);
  expect(existsSync(box('package.json'))).toBe(true);
  expect(existsSync(box('site/App.tsx'))).toBe(true);
  expect(existsSync(box('site/generated'))).toBe(false);
  expect(existsSync(box('dist'))).toBe(false);
  expect(readFileSync(box('catalogue/site.yaml'), 'utf8')).toBe('name: synthetic');
  expect(lstatSync(box('node_modules')).isSymbolicLink()).toBe(true);
});
