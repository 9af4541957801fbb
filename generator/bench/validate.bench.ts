/**
 * `npm run bench:validate`: median validate and generate times for synthetic catalogues of
 * 1,000, 5,000 and 10,000 products (and validate of one named file, as a save or pre-commit hook
 * runs it, in process and as the command), with each stage timed on its own so a slow stage is plain
 * to see, and the time per page at each size so growth can be checked for linearity.
 * A benchmark, not a test: it prints figures and sets no exit code from them.
 *
 *   npm run bench:validate -- [--sizes 1000,5000,10000] [--runs 5]
 */
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkNamedFiles, resolveNamedPaths } from '../commands/named-files.ts';
import { emit } from '../emit/index.ts';
import { checkLinks } from '../links/index.ts';
import { loadCatalogue } from '../load/index.ts';
import { checkCatalogue, generateSite } from '../pipeline.ts';
import { validateRecords } from '../validate/index.ts';
import { benchArgs } from './args.ts';
import { writeSyntheticCatalogue } from './synthetic.ts';

const ROOT = fileURLToPath(new URL('../../.bench/validate/', import.meta.url));
const BIN = fileURLToPath(new URL('../bin/catalogue.js', import.meta.url));
const { sizes: SIZES, runs: RUNS } = benchArgs({
  name: 'bench:validate',
  summary: 'Median validate and generate times, stage by stage, for synthetic catalogues of each size, and validate of one named file.',
  options: {
    sizes: { type: 'counts', default: '1000,5000,10000', help: 'products in each synthetic catalogue' },
    runs: { type: 'count', default: 5, help: 'runs of each step (generate: half as many, at least 3)' },
  },
});
const TARGET_MS = 2000;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

async function timed<T>(work: () => Promise<T> | T): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await work();
  return { ms: performance.now() - started, value };
}

async function medianOf(runs: number, work: () => Promise<unknown> | unknown): Promise<number> {
  const times: number[] = [];
  for (let run = 0; run < runs; run++) times.push((await timed(work)).ms);
  return median(times);
}

interface Stages {
  load: number;
  schema: number;
  links: number;
  emit: number;
}

/** Each stage alone, from a cold parse (no cache), so the figures add up to a cold run. */
async function stageTimes(dir: string, outDir: string, runs: number): Promise<Stages> {
  const samples: Stages[] = [];
  for (let run = 0; run < runs; run++) {
    const load = await timed(() => loadCatalogue(dir, { cache: false }));
    const schema = await timed(() => validateRecords(load.value.files));
    const links = await timed(() => checkLinks(load.value.files, { catalogueDir: dir }));
    const written = await timed(() => emit({ files: load.value.files, pages: links.value.pages, catalogueDir: dir, outDir }));
    samples.push({ load: load.ms, schema: schema.ms, links: links.ms, emit: written.ms });
  }
  const of = (key: keyof Stages): number => median(samples.map((sample) => sample[key]));
  return { load: of('load'), schema: of('schema'), links: of('links'), emit: of('emit') };
}

const fmt = (ms: number): string => `${ms.toFixed(0).padStart(6)} ms`;
const perPage = (ms: number, pages: number): string => `${((ms / pages) * 1000).toFixed(1).padStart(6)} µs/page`;
const rate = (ms: number, pages: number): string => `${Math.round(pages / (ms / 1000)).toLocaleString('en-GB').padStart(7)} pages/s`;

async function benchmark(size: number): Promise<void> {
  const dir = path.join(ROOT, `catalogue-${size}`);
  const outDir = path.join(ROOT, `out-${size}`);
  const written = writeSyntheticCatalogue(dir, size);

  // Also fills the parse cache, so the cached figures below are what a second run sees.
  const { stats, diagnostics } = await checkCatalogue(dir);
  const errors = diagnostics.filter((d) => d.severity === 'error').length;
  const warnings = diagnostics.filter((d) => d.severity === 'warning').length;
  const pages = stats.pages;
  console.log(`\n${size.toLocaleString('en-GB')} products: ${written.files} files, ${pages} pages, ${stats.links} links, ${errors} errors, ${warnings} warnings`);
  if (errors > 0) throw new Error(`the synthetic catalogue has ${errors} errors: ${diagnostics[0]?.message}`);

  const warm = await medianOf(RUNS, () => checkCatalogue(dir));
  // What a save or pre-commit hook runs: one named file, its links resolved against the whole catalogue.
  const oneFile = resolveNamedPaths(dir, [path.join(dir, 'category-1', 'product-1.yaml')]);
  const named = await medianOf(RUNS, () => checkNamedFiles(dir, oneFile));
  const commandRuns = Math.max(3, Math.ceil(RUNS / 2));
  const command = (args: string[]) => medianOf(commandRuns, () => execFileSync(process.execPath, [BIN, 'validate', '--catalogue', dir, ...args], { stdio: 'ignore' }));
  const namedCommand = await command([path.join(dir, 'category-1', 'product-1.yaml')]);
  const wholeCommand = await command([]);
  const generate = await medianOf(Math.max(3, Math.ceil(RUNS / 2)), () => generateSite(dir, outDir));
  const stages = await stageTimes(dir, outDir, Math.max(3, Math.ceil(RUNS / 2)));
  const cold = stages.load + stages.schema + stages.links;

  console.log(`  validate, cached parse (median of ${RUNS})   ${fmt(warm)}  ${rate(warm, pages)}  ${perPage(warm, pages)}  ${warm < TARGET_MS ? 'under' : 'OVER'} the 2 s target`);
  console.log(`  validate, no cache (sum of stages)      ${fmt(cold)}  ${rate(cold, pages)}  ${perPage(cold, pages)}`);
  console.log(`    load (read + parse YAML, no cache)    ${fmt(stages.load)}  ${perPage(stages.load, pages)}`);
  console.log(`    schema (ajv + positions)              ${fmt(stages.schema)}  ${perPage(stages.schema, pages)}`);
  console.log(`    links (pages, hrefs, images, orphans) ${fmt(stages.links)}  ${perPage(stages.links, pages)}`);
  console.log(`    emit (resolve + write atomically)     ${fmt(stages.emit)}  ${perPage(stages.emit, pages)}`);
  console.log(`  validate FILE (one product), cached parse ${fmt(named)}`);
  console.log(`  the command, with Node's start (median of ${commandRuns}): one file ${fmt(namedCommand)}, whole catalogue ${fmt(wholeCommand)}`);
  console.log(`  generate, cached parse (median)         ${fmt(generate)}  ${rate(generate, pages)}  ${perPage(generate, pages)}`);
  rmSync(outDir, { recursive: true, force: true });
}

console.log(`bench:validate on ${process.platform} ${process.arch}, Node ${process.version}; catalogues in ${path.relative(process.cwd(), ROOT)}`);
for (const size of SIZES) await benchmark(size);
