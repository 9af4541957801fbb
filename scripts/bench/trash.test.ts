import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SETTLE_MS, Trash } from './trash.ts';

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

  it('notes when it deleted something, and says how long a benchmark should wait after that', () => {
    const project = mkdtempSync(path.join(tmpdir(), 'trash-settle-'));
    try {
      const bin = new Trash(project);
      // Nothing deleted yet: no wait.
      bin.empty(() => 1_000_000);
      expect(bin.untilSettled(1_000_000)).toBe(0);
      const target = path.join(project, 'dist');
      mkdirSync(target);
      bin.moveAside(target);
      bin.empty(() => 1_000_000);
      expect(bin.untilSettled(1_000_000)).toBe(SETTLE_MS);
      expect(bin.untilSettled(1_000_000 + SETTLE_MS - 5_000)).toBe(5_000);
      expect(bin.untilSettled(1_000_000 + SETTLE_MS)).toBe(0);
      // Another process's trash sees the same note; a clock set back is not waited for.
      expect(new Trash(project, process.ppid).untilSettled(1_000_000 + 1)).toBe(SETTLE_MS - 1);
      expect(bin.untilSettled(999_000)).toBe(0);
      // Emptying with nothing to delete leaves the note as it was.
      bin.empty(() => 2_000_000);
      expect(bin.untilSettled(1_000_000)).toBe(SETTLE_MS);
    } finally {
      rmSync(project, { recursive: true, force: true });
    }
  });
});
