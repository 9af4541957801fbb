/**
 * `npm run check:incremental`: random edits of the shipped catalogue, each followed by an
 * incremental `catalogue build` into dist/ and a clean one (`--no-cache`: nothing from the caches,
 * bundles included) into another folder, and every file of the two compared byte for byte. An
 * edit that breaks the catalogue must be refused with dist/ left as it was; it is then undone.
 * The test suite checks edits of each kind one by one (generator/build/incremental.test.ts);
 * this runs them in orders and mixes nobody wrote down, and one step in four also changes dist/
 * by hand first (check/site-tampering.ts), which the build must undo. It works in a copy of the
 * project under .bench/, kept when a difference is found so the two folders can be looked at.
 *
 * Each step costs two builds (a few seconds each on the shipped catalogue). A seed names the same
 * edits again, to reproduce a failure; without one the run picks its own and prints it.
 *
 *   npm run check:incremental -- [--edits 20] [--seed N]
 */
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { makeSandbox } from './bench/sandbox.ts';
import { emptyTrash } from './bench/trash.ts';
import { cliIn, differingFiles, filesOf, preparePhotos, randomEditsArguments, randomStep, restore } from './check/random-edits.ts';
import { tamperWithSite } from './check/site-tampering.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const SANDBOX = path.join(ROOT, '.bench', 'check-incremental');

/** The share of steps that also change dist/ by hand (site-tampering.ts). */
const TAMPER_SHARE = 0.25;

const { edits: steps, seed, random } = randomEditsArguments('check:incremental', 'Random catalogue edits, each built incrementally and from nothing: the two sites must be the same, file for file.', 'steps of one or two random edits, each built both ways');

interface Built {
  ok: boolean;
  /** Standard output and error. */
  said: string;
}

function build(out: string, ...args: string[]): Built {
  try {
    const said = execFileSync(process.execPath, ['generator/bin/catalogue.js', 'build', '--out', out, ...args], { cwd: SANDBOX, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NO_COLOR: '1' } });
    return { ok: true, said };
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    return { ok: false, said: `${stdout ?? ''}${stderr ?? ''}` };
  }
}

/** The first error line a refused build printed, for the report. */
const firstError = (said: string): string => /^.*\berror\b.*$/m.exec(said)?.[0].trim() ?? said.trim().split('\n').at(-1) ?? '';

const fail = (lines: string[]): never => {
  console.error(['', ...lines, '', `The sandbox is kept in ${path.relative(ROOT, SANDBOX)}/ (dist/ built incrementally, clean/ from nothing).`, `Repeat with: npm run check:incremental -- --edits ${steps} --seed ${seed}`].join('\n'));
  emptyTrash();
  process.exit(1);
};

console.log(`check:incremental: seed ${seed}, ${steps} steps on the shipped catalogue`);
makeSandbox(ROOT, SANDBOX, path.join(ROOT, 'catalogue'));
const catalogueDir = path.join(SANDBOX, 'catalogue');
const dist = path.join(SANDBOX, 'dist');
const run = cliIn(SANDBOX);
const photos = await preparePhotos();

const first = build('dist');
if (!first.ok) fail([`The shipped catalogue did not build:`, first.said]);
let built = filesOf(dist);
let compared = 0;
let refused = 0;
for (let step = 1; step <= steps; step++) {
  const before = filesOf(catalogueDir);
  const edited = randomStep(catalogueDir, random, run, photos).said;
  // One step in four, something is also done to dist/ itself, as a person or a deploy script might.
  const said = random() < TAMPER_SHARE ? `${edited}; ${tamperWithSite(dist, random)}` : edited;
  if (said !== edited) built = filesOf(dist);
  const incremental = build('dist');
  if (!incremental.ok) {
    refused += 1;
    const changed = differingFiles(built, filesOf(dist));
    if (changed.length > 0) fail([`step ${step}: ${said}`, 'The build was refused, yet it changed dist/:', ...changed.slice(0, 20).map((file) => `  ${file}`)]);
    console.log(`step ${step}: refused, dist/ untouched (${firstError(incremental.said)}): ${said}`);
    restore(catalogueDir, before);
    continue;
  }
  rmSync(path.join(SANDBOX, 'clean'), { recursive: true, force: true });
  const clean = build('clean', '--no-cache');
  if (!clean.ok) fail([`step ${step}: ${said}`, 'The incremental build passed, but the clean build of the same catalogue failed:', clean.said]);
  built = filesOf(dist);
  const differing = differingFiles(built, filesOf(path.join(SANDBOX, 'clean')));
  if (differing.length > 0) fail([`step ${step}: ${said}`, `${differing.length} files of dist/ differ from the clean build's (missing from one, or other bytes):`, ...differing.slice(0, 20).map((file) => `  ${file}`)]);
  compared += 1;
  const pages = /reused ([\d,]+) pages, rendered ([\d,]+)/.exec(incremental.said);
  const rendered = pages ? ` (${pages[2]} ${pages[2] === '1' ? 'page' : 'pages'} rendered, ${pages[1]} reused)` : '';
  console.log(`step ${step}: the same site${rendered}: ${said}`);
}
console.log(`✔ ${compared} incremental builds made the same site as a clean build, file for file; ${refused} edits refused with dist/ untouched (seed ${seed})`);
rmSync(SANDBOX, { recursive: true, force: true });
emptyTrash();
