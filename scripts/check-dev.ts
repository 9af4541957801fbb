/**
 * `npm run check:dev`: random edits of a copy of the shipped catalogue while `npm run dev`'s
 * server runs on it, each compared with what `catalogue generate --no-cache` makes of the same
 * catalogue from nothing (with its drafts, which npm run dev shows and the published site leaves
 * out): the same diagnostics (each file, position, code and message); and, when there are no
 * errors, every file of the generated public folder (each page's data, the shared layout, the
 * pictures) served by the dev server with the same bytes (but for the link-preview pictures, which
 * only the build makes), and the modules the site imports (layout.ts, manifest.ts,
 * manifest.json) the same. The dev server reads again only the files the watcher reports and
 * builds each page's data when it is asked for (generator/dev/live-catalogue.ts, live-site.ts);
 * this checks that what it holds never drifts from a fresh run. A broken edit is undone, and the
 * server must then come back to the same pages. Edits come from the same generator as
 * `npm run check:incremental` (scripts/check/random-edits.ts); a seed repeats a run.
 *
 *   npm run check:dev -- [--edits 20] [--seed N]
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { DevRun } from '../generator/dev/catalogue-plugin.ts';
import { startDevServer } from '../generator/dev/serve.ts';
import { formatResult } from '../generator/print.ts';
import { freePort } from './harness/free-port.ts';
import { cliIn, filesOf, preparePhotos, randomEditsArguments, randomStep, restore } from './check/random-edits.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const WORK = path.join(ROOT, '.bench', 'check-dev');

const { edits: steps, seed, random } = randomEditsArguments('check:dev', "Random catalogue edits while npm run dev runs: what it serves must be what catalogue generate --no-cache makes of the same catalogue.", 'steps of one or two random edits');

rmSync(WORK, { recursive: true, force: true });
const catalogueDir = path.join(WORK, 'catalogue');
const devGenerated = path.join(WORK, 'site', 'generated');
// At the depth of site/generated, so the modules' imports of the site's code read alike.
const fresh = path.join(WORK, 'fresh', 'generated');
cpSync(path.join(ROOT, 'catalogue'), catalogueDir, { recursive: true });
mkdirSync(path.dirname(devGenerated), { recursive: true });

const runs: DevRun[] = [];
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
console.log(`check:dev: seed ${seed}, ${steps} steps on the shipped catalogue, npm run dev's server on ${origin}`);
const server = await startDevServer({ catalogueDir, outDir: devGenerated, port, host: '127.0.0.1', logLevel: 'silent', onGenerated: (run) => runs.push(run) });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Quiet this long after its last run, the server has seen every change (its debounce is 50 ms; a missed event is looked for within a second). */
const SETTLED_MS = 2_500;

/** Waits until the server has run at least once since `since` (runs.length then), and then not again for SETTLED_MS. */
async function settled(since: number, what: string): Promise<DevRun> {
  const deadline = Date.now() + 60_000;
  let count = runs.length;
  let quietSince = Date.now();
  for (;;) {
    await sleep(100);
    if (runs.length !== count) {
      count = runs.length;
      quietSince = Date.now();
    }
    if (runs.length > since && Date.now() - quietSince >= SETTLED_MS) return runs.at(-1)!;
    // A save that changes nothing may start no run: once quiet, the last run stands.
    if (runs.length === since && Date.now() - quietSince >= 2 * SETTLED_MS) return runs.at(-1)!;
    if (Date.now() > deadline) throw new Error(`npm run dev's server did not settle within 60 s after ${what}`);
  }
}

interface Findings {
  errors: number;
  warnings: number;
  /** Every diagnostic as `--format json` gives it, one line each. */
  diagnostics: string[];
}

interface JsonReport {
  summary: { errors: number; warnings: number };
  diagnostics: unknown[];
}

const linesOf = (report: JsonReport): string[] => report.diagnostics.map((d) => JSON.stringify(d));

/** What a run of the dev server found, in generate's words (`--format json`). */
function liveFindings(run: DevRun): Findings {
  const report = JSON.parse(formatResult(run.result, { format: 'json', catalogueDir, color: false })) as JsonReport;
  return { errors: run.errors, warnings: run.warnings, diagnostics: linesOf(report) };
}

/**
 * `catalogue generate --no-cache` of the catalogue as it is now, with its drafts as npm run dev
 * shows them, in a process of its own (scripts/check/fresh-generate.ts), into fresh/: what it found.
 */
function generateFresh(): Findings {
  rmSync(path.dirname(fresh), { recursive: true, force: true });
  rmSync(path.join(WORK, 'served'), { recursive: true, force: true });
  let said: string;
  try {
    said = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/check/fresh-generate.ts', catalogueDir, fresh], { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NO_COLOR: '1' } });
  } catch (error) {
    const { stderr } = error as { stderr?: string };
    throw new Error(`The fresh generate failed:\n${stderr ?? String(error)}`, { cause: error });
  }
  const report = JSON.parse(said) as JsonReport;
  return { errors: report.summary.errors, warnings: report.summary.warnings, diagnostics: linesOf(report) };
}

/**
 * The link-preview pictures the fresh generate's page data names (`preview.src`): cards drawn for
 * illustrated pages in /images/previews/, and crops of photos beside each photo's other sizes.
 */
function previewsNamedIn(pageData: ReadonlyMap<string, Buffer>): Set<string> {
  const named = new Set<string>();
  for (const [file, json] of pageData) {
    if (!file.startsWith(`_data${path.sep}`)) continue;
    const { preview } = JSON.parse(json.toString('utf8')) as { preview?: { src?: unknown } };
    if (typeof preview?.src === 'string') named.add(preview.src);
  }
  return named;
}

/** Page data as the dev server serves it: without the link-preview picture, which it does not make. */
function withoutPreview(json: Buffer): Buffer {
  const data = JSON.parse(json.toString('utf8')) as { preview?: unknown };
  if (!('preview' in data)) return json;
  delete data.preview;
  return Buffer.from(`${JSON.stringify(data)}${json.at(-1) === 0x0a ? '\n' : ''}`);
}

/** The generated files the dev server does not serve as generate writes them, or serves otherwise: empty when they agree. */
async function differences(): Promise<string[]> {
  const wrong: string[] = [];
  const modules = ['layout.ts', 'manifest.ts', 'manifest.json'];
  for (const module of modules) {
    const a = readFileSync(path.join(fresh, module));
    let b: Buffer | undefined;
    try {
      b = readFileSync(path.join(devGenerated, module));
    } catch {
      b = undefined;
    }
    if (!b?.equals(a)) wrong.push(`site/generated/${module}`);
  }
  const generated = filesOf(path.join(fresh, 'public'));
  const previews = previewsNamedIn(generated);
  for (const [file, written] of generated) {
    const url = `/${file.split(path.sep).join('/')}`;
    // Link-preview pictures are the build's alone (README: what a shared link shows).
    if (previews.has(url)) continue;
    const bytes = url.startsWith('/_data/') ? withoutPreview(written) : written;
    const response = await fetch(`${origin}${url}`, { headers: { accept: '*/*' } });
    const served = Buffer.from(await response.arrayBuffer());
    if (!response.ok) wrong.push(`${url}: ${response.status}`);
    else if (!served.equals(bytes)) {
      wrong.push(`${url}: other bytes`);
      // Kept for a look beside fresh/'s copy.
      const kept = path.join(WORK, 'served', file);
      mkdirSync(path.dirname(kept), { recursive: true });
      writeFileSync(kept, served);
    }
  }
  return wrong;
}

const fail = async (lines: string[]): Promise<never> => {
  console.error(['', ...lines, '', `Kept in ${path.relative(ROOT, WORK)}/ (catalogue/ as edited, fresh/ as generate made it, served/ the files npm run dev served otherwise).`, `Repeat with: npm run check:dev -- --edits ${steps} --seed ${seed}`].join('\n'));
  await server.close();
  process.exit(1);
};

const first = await settled(0, 'starting');
if (!first.ok) await fail(['The shipped catalogue has errors in npm run dev.']);
const run = cliIn(ROOT);
const photos = await preparePhotos();
let compared = 0;
let refused = 0;
for (let step = 1; step <= steps; step++) {
  const before = filesOf(catalogueDir);
  const { said } = randomStep(catalogueDir, random, run, photos);
  const since = runs.length;
  const live = liveFindings(await settled(since, said));
  const expected = generateFresh();
  if (live.errors !== expected.errors || live.warnings !== expected.warnings) {
    await fail([`step ${step}: ${said}`, `npm run dev found ${live.errors} errors and ${live.warnings} warnings; generate --no-cache found ${expected.errors} and ${expected.warnings}.`]);
  }
  const onlyLive = live.diagnostics.filter((line) => !expected.diagnostics.includes(line));
  const onlyFresh = expected.diagnostics.filter((line) => !live.diagnostics.includes(line));
  if (onlyLive.length > 0 || onlyFresh.length > 0) {
    await fail([`step ${step}: ${said}`, 'npm run dev and generate --no-cache found other diagnostics (file, position, code or words):', ...onlyLive.map((line) => `  only npm run dev: ${line}`), ...onlyFresh.map((line) => `  only generate: ${line}`)]);
  }
  if (expected.errors > 0) {
    refused += 1;
    console.log(`step ${step}: ${expected.errors} errors in both, undone: ${said}`);
    restore(catalogueDir, before);
    const back = await settled(runs.length, 'the edit undone');
    if (!back.ok) await fail([`step ${step}: ${said}`, `After the edit was undone, npm run dev still found ${back.errors} errors.`]);
    generateFresh();
  }
  const wrong = await differences();
  if (wrong.length > 0) await fail([`step ${step}: ${said}`, `${wrong.length} files differ between npm run dev and generate --no-cache:`, ...wrong.slice(0, 20).map((line) => `  ${line}`)]);
  compared += 1;
  if (expected.errors === 0) console.log(`step ${step}: the same (${live.warnings} warnings in both): ${said}`);
}
await server.close();
console.log(`✔ ${compared} times npm run dev served what generate --no-cache made of the same catalogue, file for file; ${refused} edits with errors found alike and undone (seed ${seed})`);
rmSync(WORK, { recursive: true, force: true });
// Vite's watcher and the server's timers are closed; anything left (a worker's idle handle) is not waited for.
process.exit(0);
