import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, test } from 'vitest';
import { pageWeight, staticImports } from './page-weight.ts';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function write(rel: string, text: string): number {
  const file = path.join(dir, rel);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
  return gzipSync(Buffer.from(text), { level: 9 }).length;
}

describe('staticImports', () => {
  test('finds minified static imports and re-exports, not dynamic imports', () => {
    const code = 'import{a as b}from"./chunk-1.js";import"./side.js";export*from"./re.js";const x=()=>import("./lazy.js");';
    expect(staticImports(code)).toEqual(['./chunk-1.js', './side.js', './re.js']);
  });
});

describe('pageWeight', () => {
  test('follows the entry, its static imports and modulepreloads, and sums gzipped CSS', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'weight-'));
    const entry = write('assets/entry.js', 'import{r}from"./react.js";import("./detail.js");r();');
    const react = write('assets/react.js', 'export const r=()=>"react".repeat(50);');
    write('assets/detail.js', 'export default "not loaded up front";');
    const preload = write('assets/page.js', 'export const page=1;');
    const styles = write('assets/site.css', 'body{margin:0;color:#222}');
    write(
      'timber/plywood/index.html',
      '<html><head><script type="module" crossorigin src="/assets/entry.js"></script>' +
        '<link rel="modulepreload" href="../../assets/page.js"><link rel="stylesheet" href="/assets/site.css">' +
        '<script type="application/json" id="page-data">{}</script><script src="https://elsewhere.example/x.js"></script></head></html>',
    );
    const weight = pageWeight(dir, path.join(dir, 'timber/plywood/index.html'));
    expect(weight.jsFiles).toEqual(['assets/entry.js', 'assets/page.js', 'assets/react.js']);
    expect(weight.cssFiles).toEqual(['assets/site.css']);
    expect(weight.jsGzip).toBe(entry + react + preload);
    expect(weight.cssGzip).toBe(styles);
  });
});
