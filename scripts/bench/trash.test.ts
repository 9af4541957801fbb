import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { emptyTrash, moveAside } from './trash.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const TRASH = path.join(ROOT, '.bench', 'trash');
const inside = path.join(ROOT, '.bench', `trash-test-${process.pid}`);
const outside = mkdtempSync(path.join(tmpdir(), 'trash-test-'));

afterAll(() => {
  rmSync(inside, { recursive: true, force: true });
  rmSync(outside, { recursive: true, force: true });
});

describe('moveAside', () => {
  it('moves a folder of the project into the trash, which emptyTrash deletes', () => {
    const target = path.join(inside, 'dist');
    mkdirSync(path.join(target, 'timber'), { recursive: true });
    writeFileSync(path.join(target, 'timber', 'index.html'), 'a page');
    moveAside(target);
    expect(existsSync(target)).toBe(false);
    expect(readdirSync(TRASH).some((name) => name.endsWith('-dist'))).toBe(true);
    emptyTrash();
    expect(existsSync(TRASH)).toBe(false);
  });

  it('deletes at once what is outside the project, and passes over what is not there', () => {
    const target = path.join(outside, 'dist');
    mkdirSync(target, { recursive: true });
    moveAside(target);
    expect(existsSync(target)).toBe(false);
    expect(() => moveAside(path.join(outside, 'never-made'))).not.toThrow();
  });
});
