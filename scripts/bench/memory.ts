/**
 * Peak memory of `npm run build` on a large synthetic catalogue (50,000 products by default),
 * against the issue's limit of 1.6 GiB: the first build of a new sandbox with every cache moved
 * aside, as on a fresh clone (bundles made, every link-preview card drawn, every page rendered
 * and read for search), a clean build with the caches warm (dist/ removed: its pages are taken
 * from the page cache), rebuilds after one product edit, and two rebuilds that make every page
 * again: after a layout edit, and after a change to the cards' code (every card drawn again).
 * Peak memory is GNU time's largest resident size of any process of the build (node's worker
 * threads count in their process). Takes about ten minutes at 50,000 products. The caches are
 * this checkout's (a sandbox links its node_modules), so its next build of the shipped catalogue
 * makes its pictures again.
 *
 *   npm run bench:memory [-- --products 50000] [--runs 2]
 */
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { writeSyntheticCatalogue } from '../../generator/bench/synthetic.ts';
import { editor, firstProductFile, runTag, timedBuild, waitForOldOutput } from './incremental.ts';
import { makeSandbox } from './sandbox.ts';
import { benchArgs } from '../../generator/bench/args.ts';
import { emptyTrash, moveAside, waitForDiskToSettle } from './trash.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const BENCH = path.join(ROOT, '.bench');
/** The limit: the peak the project had at 50,000 products when it was set. */
const LIMIT_GIB = 1.6;

const { products, runs } = benchArgs({
  name: 'bench:memory',
  summary: 'Peak memory of npm run build on a large synthetic catalogue: a first build, a clean build, product edits, a layout edit and a card-code change.',
  options: {
    products: { type: 'count', default: 50000, help: 'products in the synthetic catalogue' },
    runs: { type: 'count', default: 2, help: 'builds of each kind' },
  },
});
if (!existsSync('/usr/bin/time')) {
  console.error('bench:memory needs GNU time (/usr/bin/time; Debian package "time") to read peak memory.');
  process.exit(2);
}

const catalogue = path.join(BENCH, `catalogue-${products}`);
const sandbox = path.join(BENCH, `memory-${products}`);
console.error(`writing ${products} products and a sandbox for them...`);
writeSyntheticCatalogue(catalogue, products);
makeSandbox(ROOT, sandbox, catalogue);

const rows: { build: string; seconds: number; peakKiB: number; said: string }[] = [];
const measure = (build: string) => {
  waitForOldOutput(sandbox);
  const run = timedBuild(sandbox);
  rows.push({ build, seconds: run.ms / 1000, peakKiB: run.peakKiB ?? 0, said: run.said });
  console.error(`  ${build}: ${(run.ms / 1000).toFixed(1)} s, ${((run.peakKiB ?? 0) / 1024 ** 2).toFixed(2)} GiB`);
};

await waitForDiskToSettle();
console.error(`${products} products (load average ${loadavg().map((n) => n.toFixed(1)).join(', ')} on the machine's cores):`);
// As on a fresh clone: no cache of an earlier run (bundles, parse results, pictures and link-preview
// cards, rendered pages, the search index's analyses, the compiled CLI) makes the first build
// lighter: drawing 50,000 link-preview cards raises the peak, so they are drawn here as there.
moveAside(path.join(ROOT, 'node_modules', '.cache', 'catalogue'));
measure('first build');
// Moved aside, not deleted: deleting 50,000 pages just before the build slowed it (trash.ts).
moveAside(path.join(sandbox, 'dist'));
measure('clean build, caches warm');
const change = editor(firstProductFile(sandbox), /^title: .*$/m, runTag());
// Then the rebuilds that make every page again, once each: a layout edit (bundled again, every
// page rendered), and a change to the cards' code, as an upgrade of the tool brings (every
// link-preview card drawn again, so every page's data changes; the same bundles).
const layout = editor(path.join(sandbox, 'catalogue/layout.yaml'), /^ {2}- title: .*$/m);
// Words added to its first comment: the cards are drawn as before, but from code that counts as new.
const cards = editor(path.join(sandbox, 'generator/images/og-card.ts'), /^ \* .*$/m);
try {
  for (let run = 0; run < runs; run++) {
    change.edit(run);
    measure(`after one product edit (${run + 1}/${runs})`);
  }
  layout.edit(0);
  measure('after a layout edit (every page rendered)');
  cards.edit(0);
  measure("after a change to the cards' code (every card drawn, every page rendered)");
} finally {
  change.restore();
  layout.restore();
  cards.restore();
  emptyTrash();
}

console.table(
  rows.map((row) => ({
    build: row.build,
    time: `${row.seconds.toFixed(1)} s`,
    'peak memory': `${(row.peakKiB / 1024 ** 2).toFixed(2)} GiB`,
    'the build said': row.said,
  })),
);
const peak = Math.max(...rows.map((row) => row.peakKiB)) / 1024 ** 2;
console.log(`peak memory at ${products} products: ${peak.toFixed(2)} GiB, limit ${LIMIT_GIB} GiB: ${peak <= LIMIT_GIB ? 'met' : 'MISSED'}`);
console.log(`load average now ${loadavg().map((n) => n.toFixed(1)).join(', ')} on the machine's cores`);

