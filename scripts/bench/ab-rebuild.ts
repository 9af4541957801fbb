/**
 * One product edit rebuilt in two sandboxes in turn, on the same synthetic catalogue: one with
 * this checkout's code, one with another commit's (`--base`). Each build of one is followed by
 * the same build of the other, so both meet the same load; on a noisy machine their medians
 * compare where separate runs of `npm run bench:site` do not; their page faults (the memory each
 * touched afresh, bench/incremental.ts) hardly depend on the load at all. node_modules (and so the lockfile's
 * packages) is this checkout's for both.
 *
 *   npm run bench:ab -- --base 88aae14 [--products 10000] [--runs 5]
 */
import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';
import path from 'node:path';
import { writeSyntheticCatalogue } from '../../generator/bench/synthetic.ts';
import { editor, firstProductFile, pageFaults, timedBuild, waitForOldOutput } from './incremental.ts';
import { benchArgs, usageOf } from '../../generator/bench/args.ts';
import { makeSandbox } from './sandbox.ts';
import { emptyTrash, waitForDiskToSettle } from './trash.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const BENCH = path.join(ROOT, '.bench');
/** What a commit's code is: everything the build runs, as that commit has it. */
const CODE = ['generator', 'contract', 'site', 'scripts', 'vite.config.ts', 'package.json', 'tsconfig.json'];

const command = {
  name: 'bench:ab',
  summary: "Times the rebuild after one product edit with this checkout's code and another commit's, in turn, on the same catalogue.",
  options: {
    base: { type: 'text', help: 'the commit to compare with (required)' },
    products: { type: 'count', default: 10000, help: 'products in the synthetic catalogue' },
    runs: { type: 'count', default: 5, help: 'rebuilds of each' },
  },
} as const;
const values = benchArgs(command);
if (!values.base) {
  console.error(`bench:ab: --base <commit> is required\n\n${usageOf(command)}`);
  process.exit(2);
}
const { products, runs } = values;
/** The commit's short name, or a line naming what git could not find, and exit 2. */
function commitOf(name: string): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', '--verify', '--quiet', `${name}^{commit}`], { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    console.error(`bench:ab: '${name}' is not a commit in this checkout (git rev-parse found none): give a commit, branch or tag, such as --base HEAD~1.`);
    process.exit(2);
  }
}
const base = commitOf(values.base);

const catalogue = path.join(BENCH, `catalogue-${products}`);
writeSyntheticCatalogue(catalogue, products);
const sandboxes = [
  { name: 'this checkout', dir: path.join(BENCH, 'ab-now') },
  { name: `base ${base}`, dir: path.join(BENCH, 'ab-base') },
];
for (const { dir } of sandboxes) makeSandbox(ROOT, dir, catalogue);
const baseDir = sandboxes[1]!.dir;
execFileSync('rm', ['-rf', ...CODE.map((entry) => path.join(baseDir, entry))]);
execFileSync('sh', ['-c', `git archive ${base} ${CODE.join(' ')} | tar -x -C "${baseDir}"`], { cwd: ROOT });

await waitForDiskToSettle();
console.error(`${products} products; first builds of both sandboxes (bundles, every page, the search index)...`);
for (const { dir } of sandboxes) timedBuild(dir);
// Titles of the same length but their own in each sandbox: the picture cache is shared, and a card
// one sandbox made would otherwise be found ready by the other.
const stamp = Date.now().toString(36);
const edits = sandboxes.map(({ dir }, at) => editor(firstProductFile(dir), /^title: .*$/m, `${stamp}${'ab'[at]}`));
const timings = sandboxes.map(() => ({ ms: [] as number[], cpuS: [] as number[], faults: [] as number[] }));
for (let run = 0; run < runs; run++) {
  sandboxes.forEach(({ name, dir }, at) => {
    edits[at]!.edit(run);
    waitForOldOutput(dir);
    const built = timedBuild(dir);
    timings[at]!.ms.push(built.ms);
    if (built.cpuS !== undefined) timings[at]!.cpuS.push(built.cpuS);
    if (built.faults !== undefined) timings[at]!.faults.push(built.faults);
    console.error(`  run ${run + 1}/${runs}, ${name}: ${built.ms.toFixed(0)} ms`);
  });
}
edits.forEach((change) => change.restore());

const median = (list: number[]) => {
  const sorted = [...list].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
console.table(
  sandboxes.map(({ name }, at) => ({
    code: name,
    'rebuild after one product edit (median)': `${(median(timings[at]!.ms) / 1000).toFixed(2)} s`,
    runs: timings[at]!.ms.map((ms) => (ms / 1000).toFixed(2)).join(' / '),
    'CPU median': timings[at]!.cpuS.length ? `${median(timings[at]!.cpuS).toFixed(2)} s` : 'n/a',
    'page faults (median)': timings[at]!.faults.length ? pageFaults(median(timings[at]!.faults)) : 'n/a',
  })),
);
console.log(`this checkout / base: ${(median(timings[0]!.ms) / median(timings[1]!.ms)).toFixed(2)}; load average now ${loadavg().map((n) => n.toFixed(1)).join(', ')} on the machine's cores`);
// The sandboxes' earlier copies, moved aside when they were made again (trash.ts).
emptyTrash();
