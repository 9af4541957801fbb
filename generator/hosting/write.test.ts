import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { parseHeadersFile } from './headers-file.ts';
import { headersFor } from './rules.ts';
import { writeHostingFiles } from './write.ts';

let dist = '';

beforeEach(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'hosting-'));
  for (const folder of ['assets', 'images', '_data', 'timber']) await mkdir(path.join(dist, folder));
  for (const file of ['index.html', '404.html', 'sitemap.xml']) await writeFile(path.join(dist, file), '');
});

afterEach(() => rm(dist, { recursive: true, force: true }));

it('writes _headers and _nginx.conf for what the built folder holds and the form endpoints', async () => {
  await writeHostingFiles(dist, { quoteEndpoint: 'https://forms.example.net/f/quote' });
  const rules = parseHeadersFile(await readFile(path.join(dist, '_headers'), 'utf8'));
  expect(rules.map((rule) => rule.path)).toEqual(expect.arrayContaining(['/*', '/timber', '/timber/*', '/_data/*', '/sitemap.xml']));
  expect(headersFor(rules, '/timber/plywood')['Content-Security-Policy']).toContain("form-action 'self' mailto: https://forms.example.net/f/quote");
  const nginx = await readFile(path.join(dist, '_nginx.conf'), 'utf8');
  expect(nginx).toContain('https://forms.example.net/f/quote');
  expect(nginx).toContain('try_files $uri $uri/ =404;');
});

it('gives no rule to the files it wrote itself when the folder is written again', async () => {
  await writeHostingFiles(dist, undefined);
  await writeHostingFiles(dist, undefined);
  const rules = parseHeadersFile(await readFile(path.join(dist, '_headers'), 'utf8'));
  expect(rules.map((rule) => rule.path)).not.toContain('/_headers');
  expect(rules.map((rule) => rule.path)).not.toContain('/_nginx.conf');
});
