import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Trash } from './trash.ts';

// A project of the test's own: the real project's trash may hold a benchmark's 10,000 pages.
const root = mkdtempSync(path.join(tmpdir(), 'trash-project-'));
const outside = mkdtempSync(path.join(tmpdir(), 'trash-outside-'));
const trash = path.join(root, '.bench', 'trash');

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
  rmSync(outside, { recursive: true, force: true });
});

/** A pid no process has now: one that has just ended. */
const endedPid = (): number => Number(spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' }).stdout);

describe('Trash', () => {
  it('moves a folder of the project into its own part of the trash, which empty() deletes', () => {
    const target = path.join(root, 'dist');
    mkdirSync(path.join(target, 'timber'), { recursive: true });
    writeFileSync(path.join(target, 'timber', 'index.html'), 'a page');
    const bin = new Trash(root);
    bin.moveAside(target);
    expect(existsSync(target)).toBe(false);
    expect(readdirSync(path.join(trash, String(process.pid)))).toEqual(['0-dist']);
    bin.empty();
    expect(existsSync(path.join(trash, String(process.pid)))).toBe(false);
  });

  it('leaves what a running process moved aside, and deletes what an ended one left', () => {
    const ended = endedPid();
    const [theirs, left] = [process.ppid, ended].map((pid) => {
      const target = path.join(root, `site-${pid}`);
      mkdirSync(target, { recursive: true });
      new Trash(root, pid).moveAside(target);
      return path.join(trash, String(pid));
    });
    new Trash(root).empty();
    expect(existsSync(theirs!)).toBe(true);
    expect(existsSync(left!)).toBe(false);
  });

  it('deletes at once what is outside the project, and passes over what is not there', () => {
    const target = path.join(outside, 'dist');
    mkdirSync(target, { recursive: true });
    new Trash(root).moveAside(target);
    expect(existsSync(target)).toBe(false);
    expect(() => new Trash(root).moveAside(path.join(outside, 'never-made'))).not.toThrow();
  });
});
