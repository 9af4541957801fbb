/**
 * The incremental rebuild, for `npm run bench:site`: in a sandbox that has just been built, edit
 * one product's title (or one menu title in layout.yaml) and time `npm run build`, the way staff
 * rebuild after a save; each run makes a different edit, so each rebuild has something to do.
 * First, a rebuild with nothing changed: what every rebuild costs before it renders a page (the
 * catalogue loaded and checked, every page planned, the output compared), the floor under the
 * rebuild after one edit.
 * Peak memory is the largest resident size of any process of the build (GNU time's %M: node's
 * worker threads count in their process), and CPU time (user + system, all processes) says what
 * a rebuild costs when the machine is busy. Page faults (GNU time's %R: minor faults, pages the
 * build touched for the first time) say how much fresh memory it used: on a virtual machine that
 * hands the guest its memory page by page, each costs some 20 microseconds, and unlike wall time
 * their count hardly changes with the machine's load. The edited files are put back afterwards.
 *
 *   measureIncremental('shipped', sandbox, 3); ...; reportIncremental();
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import type { Manifest } from '../../contract/manifest.ts';
import { prunePictureCache, removalsUnderWay } from '../../generator/images/prune.ts';
import { searchWorkOf } from './search-index-line.ts';

const TIME = '/usr/bin/time';
/** The issue's target: one product edited at 10,000 products, rebuilt in under 1.5 s. */
const TARGET_MS = 1500;

export interface IncrementalRun {
  catalogue: string;
  edit: 'nothing' | 'one product' | 'layout';
  runsMs: number[];
  /** MiB; undefined without GNU time. */
  peakMiB?: number;
  /** CPU seconds (user + system) of each run; empty without GNU time. */
  cpuS: number[];
  /** Minor page faults of each run (all processes); empty without GNU time. */
  faults: number[];
  /** What the build said it reused and rendered, and what its search step did (its last run). */
  said: string;
}

const measured: IncrementalRun[] = [];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Waits (at most ten minutes) while a process of its own removes files from the picture cache: a build beside it would be timed slower. */
function waitForRemovals(): void {
  for (let waited = 0; removalsUnderWay() && waited < 600_000; waited += 500) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 500);
}

/** One `npm run build` in the sandbox: wall time, and peak memory when GNU time is there; what it printed. */
export function timedBuild(sandbox: string): { ms: number; peakKiB?: number; cpuS?: number; faults?: number; said: string; stdout: string } {
  // The build looks the picture cache (shared by the sandboxes) over once a day: done here when due,
  // untimed, and whole; and a build that handed many files to a remover of their own waits for it.
  prunePictureCache({ inBackgroundFrom: false });
  waitForRemovals();
  spawnSync('sync');
  const report = path.join(tmpdir(), `bench-incremental-${process.pid}.txt`);
  const withTime = existsSync(TIME);
  const [command, args] = withTime ? [TIME, ['-f', '%M %U %S %R', '-o', report, 'npm', 'run', '--silent', 'build']] : ['npm', ['run', '--silent', 'build']];
  const started = performance.now();
  const run = spawnSync(command, args, { cwd: sandbox, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const ms = performance.now() - started;
  if (run.status !== 0) throw new Error(`npm run build failed in ${sandbox} (exit ${run.status}):\n${run.stdout.slice(-3000)}\n${run.stderr.slice(-3000)}`);
  const said = [/Built .*?: (.*?) \(/.exec(run.stdout)?.[1] ?? '', searchWorkOf(run.stdout)].filter(Boolean).join('; ');
  if (!withTime) return { ms, said, stdout: run.stdout };
  const [peakKiB, user, system, faults] = (readFileSync(report, 'utf8').trim().split('\n').pop() ?? '').split(' ').map(Number);
  rmSync(report, { force: true });
  return { ms, peakKiB: peakKiB ?? 0, cpuS: (user ?? 0) + (system ?? 0), faults: faults ?? 0, said, stdout: run.stdout };
}

/** A count of page faults as the tables give it: thousands, and the memory they touched (4 KiB pages). */
export function pageFaults(count: number): string {
  return `${Math.round(count / 1000)}k (${Math.round((count * 4) / 1024)} MiB)`;
}

/** The catalogue file of the first product page the last build generated. */
export function firstProductFile(sandbox: string): string {
  const manifest = JSON.parse(readFileSync(path.join(sandbox, 'site/generated/manifest.json'), 'utf8')) as Manifest;
  const product = manifest.pages.find((page) => page.kind === 'detail');
  if (!product) throw new Error(`No product page in ${sandbox}`);
  return path.join(sandbox, 'catalogue', `${product.address}.yaml`);
}

/** A tag of this run of the benchmark, for `editor`. */
export const runTag = (): string => `${Date.now().toString(36)}${process.pid.toString(36)}`;

/**
 * Edits `pattern`'s first match in `file` differently on each run; returns a function that puts
 * the file back. `tag` (a product title's edits: `runTag()`) makes the edits this editor's own,
 * so a title edit draws a new link-preview card, as a real one does, instead of finding one an
 * earlier run drew in the shared picture cache. A menu title has no room for one (30 characters).
 */
export function editor(file: string, pattern: RegExp, tag?: string): { edit: (run: number) => void; restore: () => void } {
  const original = readFileSync(file, 'utf8');
  if (!pattern.test(original)) throw new Error(`Nothing to edit in ${file}`);
  return {
    edit: (run) => writeFileSync(file, original.replace(pattern, (line) => `${line} Edition ${run + 1}${tag === undefined ? '' : ` ${tag}`}`)),
    restore: () => writeFileSync(file, original),
  };
}

/** Times `runs` rebuilds with nothing changed, after one product edit and after one layout edit in a built sandbox. */
export function measureIncremental(catalogue: string, sandbox: string, runs: number): IncrementalRun[] {
  const edits = [
    { edit: 'nothing' as const, file: undefined, pattern: undefined, tag: undefined },
    { edit: 'one product' as const, file: firstProductFile(sandbox), pattern: /^title: .*$/m, tag: runTag() },
    { edit: 'layout' as const, file: path.join(sandbox, 'catalogue/layout.yaml'), pattern: /^ {2}- title: .*$/m, tag: undefined },
  ];
  const results: IncrementalRun[] = [];
  for (const { edit, file, pattern, tag } of edits) {
    const change = file === undefined || pattern === undefined ? { edit: () => undefined, restore: () => undefined } : editor(file, pattern, tag);
    const times: ReturnType<typeof timedBuild>[] = [];
    try {
      for (let run = 0; run < runs; run++) {
        change.edit(run);
        waitForOldOutput(sandbox);
        times.push(timedBuild(sandbox));
        console.error(`  ${catalogue}: rebuild ${rebuildOf(edit)}, run ${run + 1}/${runs} ${times.at(-1)!.ms.toFixed(0)} ms`);
      }
    } finally {
      change.restore();
    }
    const peaks = times.flatMap((t) => (t.peakKiB === undefined ? [] : [t.peakKiB]));
    const cpuS = times.flatMap((t) => (t.cpuS === undefined ? [] : [t.cpuS]));
    const faults = times.flatMap((t) => (t.faults === undefined ? [] : [t.faults]));
    results.push({ catalogue, edit, runsMs: times.map((t) => t.ms), cpuS, faults, ...(peaks.length ? { peakMiB: Math.max(...peaks) / 1024 } : {}), said: times.at(-1)?.said ?? '' });
  }
  // Built once more as the catalogue is again, so the sandbox is left as it was found.
  timedBuild(sandbox);
  measured.push(...results);
  return results;
}

/** The previous build removes the old dist/ in the background: each timed run starts without that. */
export function waitForOldOutput(sandbox: string): void {
  const leftovers = () => [...readdirSync(tmpdir()).filter((name) => name.startsWith('dist.old-') || name.startsWith('generated.old-')), ...readdirSync(sandbox).filter((name) => name.startsWith('.dist.old-'))];
  const until = Date.now() + 60_000;
  while (leftovers().length > 0 && Date.now() < until) spawnSync('sleep', ['0.2']);
}

/** What a rebuild followed: 'with nothing changed', 'after a layout edit'. */
const rebuildOf = (edit: IncrementalRun['edit']): string => (edit === 'nothing' ? 'with nothing changed' : edit === 'one product' ? 'after one product edit' : 'after a layout edit');

/** Prints every incremental measurement so far, with the 10,000-product target. */
export function reportIncremental(): void {
  console.table(
    measured.map((r) => ({
      catalogue: r.catalogue,
      rebuild: rebuildOf(r.edit),
      median: `${(median(r.runsMs) / 1000).toFixed(2)} s`,
      runs: r.runsMs.map((ms) => (ms / 1000).toFixed(2)).join(' / '),
      'CPU median': r.cpuS.length ? `${median(r.cpuS).toFixed(2)} s` : 'n/a',
      'page faults': r.faults.length ? pageFaults(median(r.faults)) : 'n/a',
      'peak memory': r.peakMiB === undefined ? 'n/a' : `${r.peakMiB.toFixed(0)} MiB`,
      'the build said': r.said,
    })),
  );
  for (const r of measured.filter((m) => m.edit === 'one product' && /10[,.]?000/.test(m.catalogue))) {
    const ms = median(r.runsMs);
    console.log(`rebuild after one product edit, ${r.catalogue}: median ${(ms / 1000).toFixed(2)} s, target < ${TARGET_MS / 1000} s: ${ms < TARGET_MS ? 'met' : 'MISSED'}`);
  }
  console.log(`load average while measuring: ${loadavg().map((n) => n.toFixed(1)).join(', ')} on ${availableParallelism()} cores`);
}
