import { mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { asciiJson, cacheDir, fingerprint, jsonChunks, keepNewest, readWhole, writeAtomically } from './index.ts';

const root = mkdtempSync(path.join(tmpdir(), 'catalogue-cache-module-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('cache folders', () => {
  it('gives each cache its own folder under node_modules/.cache/catalogue', () => {
    expect(cacheDir('parse')).toMatch(/[\\/]node_modules[\\/]\.cache[\\/]catalogue[\\/]parse$/);
    expect(cacheDir('validators')).not.toBe(cacheDir('parse'));
  });
});

describe('fingerprint', () => {
  it('changes with any file, package version or option, and only then', () => {
    const file = path.join(root, 'codes.ts');
    writeFileSync(file, 'export const a = 1;\n');
    const inputs = { files: [file], packages: ['yaml'], values: [{ strict: true }] };
    const first = fingerprint(inputs);
    expect(fingerprint(inputs)).toBe(first);
    expect(fingerprint({ ...inputs, packages: ['ajv'] })).not.toBe(first);
    expect(fingerprint({ ...inputs, values: [{ strict: false }] })).not.toBe(first);
    expect(fingerprint({ ...inputs, files: [path.join(root, 'missing.ts')] })).not.toBe(first);
    writeFileSync(file, 'export const a = 2;\n');
    expect(fingerprint(inputs)).not.toBe(first);
  });

  it('tells apart inputs that would run together', () => {
    expect(fingerprint({ values: ['ab', 'c'] })).not.toBe(fingerprint({ values: ['a', 'bc'] }));
  });
});

describe('writeAtomically', () => {
  it('makes the folder, writes the whole file and leaves no temporary file', () => {
    const file = path.join(root, 'atomic', 'nested', 'entries.json');
    expect(writeAtomically(file, '{"version":"1"}')).toBe(true);
    expect(writeAtomically(file, '{"version":"2"}')).toBe(true);
    expect(readFileSync(file, 'utf8')).toBe('{"version":"2"}');
    expect(readdirSync(path.dirname(file))).toEqual(['entries.json']);
  });

  it('writes chunks as they come, and a failure part way leaves the old file and no temporary one', () => {
    const file = path.join(root, 'chunks', 'store.bin');
    function* chunks(): Generator<Uint8Array> {
      for (let n = 0; n < 300; n++) yield new Uint8Array(4096).fill(n % 256);
    }
    expect(writeAtomically(file, chunks())).toBe(true);
    const written = readFileSync(file);
    expect(written.length).toBe(300 * 4096);
    expect([written[0], written[4096 * 7], written.at(-1)]).toEqual([0, 7, 299 % 256]);
    function* failing(): Generator<Uint8Array> {
      yield new Uint8Array(10);
      throw new Error('the analyses could not be read');
    }
    expect(writeAtomically(file, failing())).toBe(false);
    expect(readFileSync(file).equals(written)).toBe(true);
    expect(readdirSync(path.dirname(file))).toEqual(['store.bin']);
  });

  it('answers false, leaving nothing behind, where it cannot write', () => {
    const blocker = path.join(root, 'a-file');
    writeFileSync(blocker, '');
    expect(writeAtomically(path.join(blocker, 'entries.json'), '{}')).toBe(false);
  });
});

describe('keepNewest', () => {
  it('keeps the most recently written files and leaves other writers’ temporary files alone', () => {
    const dir = path.join(root, 'prune');
    for (let i = 0; i < 5; i++) {
      writeAtomically(path.join(dir, `${i}.json`), '{}');
      // Written i minutes ago, so 0.json is the newest.
      const when = new Date(Date.now() - i * 60_000);
      utimesSync(path.join(dir, `${i}.json`), when, when);
    }
    writeFileSync(path.join(dir, '9.json.123-0-0.tmp'), '');
    keepNewest(dir, 2);
    expect(readdirSync(dir).sort()).toEqual(['0.json', '1.json', '9.json.123-0-0.tmp']);
    keepNewest(path.join(root, 'no-such-folder'), 2);
  });

  it('with a size limit, drops older files past it but always keeps the newest', () => {
    const dir = path.join(root, 'by-size');
    const sizes = [400, 10, 10, 300, 10];
    sizes.forEach((size, i) => {
      writeAtomically(path.join(dir, `${i}.bin`), 'x'.repeat(size));
      const when = new Date(Date.now() - i * 60_000);
      utimesSync(path.join(dir, `${i}.bin`), when, when);
    });
    keepNewest(dir, 10, 500);
    // 0 (400 bytes), 1 and 2 fit; 3 would take the total past 500, and 4 is older still.
    expect(readdirSync(dir).sort()).toEqual(['0.bin', '1.bin', '2.bin']);
    keepNewest(dir, 10, 100);
    expect(readdirSync(dir)).toEqual(['0.bin']);
  });
});

describe('jsonChunks', () => {
  const whole = (chunks: Iterable<Uint8Array>) => Buffer.concat([...chunks]).toString('utf8');

  it('writes what JSON.stringify writes (in ASCII), with or without a head, across chunk boundaries', () => {
    const few: [string, unknown][] = [
      ['a', [1, 'two', { three: null }]],
      ['quote " and \\ and \u2028', 'café, Tŷ Coed – “timber” 🪵 and a lone \ud800'],
    ];
    const written = whole(jsonChunks({ version: 'v1', id: 7 }, 'entries', few));
    expect(written).toBe(asciiJson(JSON.stringify({ version: 'v1', id: 7, entries: Object.fromEntries(few) })));
    expect(written).toMatch(/^[\x20-\x7e]+$/);
    expect(written).toContain('caf\\u00e9, T\\u0177 Coed \\u2013 \\u201ctimber\\u201d \\ud83e\\udeb5 and a lone \\ud800');
    expect(JSON.parse(written)).toEqual({ version: 'v1', id: 7, entries: Object.fromEntries(few) });
    expect(whole(jsonChunks({}, 'entries', few))).toBe(asciiJson(JSON.stringify({ entries: Object.fromEntries(few) })));
    expect(whole(jsonChunks({ version: 'v1' }, 'entries', []))).toBe(JSON.stringify({ version: 'v1', entries: {} }));
    const many = Array.from({ length: 30_000 }, (_, i): [string, unknown] => [`page-${i}`, ['x'.repeat(40), i, ['page:/a', 'kind:detail']]]);
    const chunks = [...jsonChunks({ format: 1 }, 'pages', many)];
    expect(chunks.length).toBeGreaterThan(1);
    expect(whole(chunks)).toBe(JSON.stringify({ format: 1, pages: Object.fromEntries(many) }));
  });

  it('is written whole by writeAtomically', () => {
    const file = path.join(root, 'chunked.json');
    expect(writeAtomically(file, jsonChunks({ version: 'v2' }, 'files', new Map([['x.yaml', ['stamp', 'key']]])))).toBe(true);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ version: 'v2', files: { 'x.yaml': ['stamp', 'key'] } });
  });
});

describe('readWhole', () => {
  it("reads a file's text whole, as readFile does, however large", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'read-whole-'));
    try {
      // Past fs.promises.readFile's 512 KB parts, with characters of two, three and four bytes.
      const text = `${'Tŷ Coed – “timber” 🪵\n'.repeat(60_000)}end`;
      writeFileSync(path.join(dir, 'large.json'), text);
      writeFileSync(path.join(dir, 'empty.json'), '');
      expect(Buffer.byteLength(text)).toBeGreaterThan(1_000_000);
      expect(await readWhole(path.join(dir, 'large.json'))).toBe(text);
      // ASCII only (as asciiJson writes), read as Latin-1: the same text.
      const ascii = asciiJson(JSON.stringify({ text: text.slice(0, 50_000), plain: 'x'.repeat(700_000) }));
      writeFileSync(path.join(dir, 'ascii.json'), ascii);
      expect(await readWhole(path.join(dir, 'ascii.json'))).toBe(ascii);
      expect(JSON.parse(await readWhole(path.join(dir, 'ascii.json')))).toEqual({ text: text.slice(0, 50_000), plain: 'x'.repeat(700_000) });
      expect(await readWhole(path.join(dir, 'empty.json'))).toBe('');
      await expect(readWhole(path.join(dir, 'missing.json'))).rejects.toMatchObject({ code: 'ENOENT' });
      await expect(readWhole(dir)).rejects.toMatchObject({ code: 'EISDIR' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
