import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FILE_KINDS } from '../../contract/kinds/index.ts';
import { loadValidators } from './schemas.ts';

const require = createRequire(import.meta.url);
const dir = mkdtempSync(path.join(tmpdir(), 'validators-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the kept validators', () => {
  it('are compiled afresh when their file was emptied, cut short or holds something else, never taken for schemas without kinds', () => {
    loadValidators(dir);
    const [name] = readdirSync(dir);
    const file = path.join(dir, name!);
    const whole = readFileSync(file, 'utf8');
    for (const spoilt of ['', whole.slice(0, whole.length / 2), 'module.exports = { detail: 1 };']) {
      writeFileSync(file, spoilt);
      delete require.cache[file];
      const validators = loadValidators(dir);
      for (const kind of FILE_KINDS) expect(validators.get(kind), `${kind} after ${JSON.stringify(spoilt.slice(0, 20))}`).toBeTypeOf('function');
      expect(validators.get('detail')!({})).toBe(false);
      // Written again whole, for the next run.
      expect(readFileSync(file, 'utf8')).toBe(whole);
    }
  });
});
