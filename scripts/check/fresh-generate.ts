/**
 * For `npm run check:dev`: what `catalogue generate --no-cache` makes of a catalogue, but with its
 * drafts, as `npm run dev` shows them (the CLI leaves them out, as the published site does).
 * Run in a process of its own, so nothing the dev server holds in memory can be shared with it.
 * Writes the generated folder into OUT and prints the check's findings as `--format json` does.
 *
 *   node --import tsx scripts/check/fresh-generate.ts CATALOGUE OUT
 */
import { emit } from '../../generator/emit/index.ts';
import { checkCatalogue, hasErrors } from '../../generator/pipeline.ts';
import { formatResult } from '../../generator/print.ts';

const [catalogueDir, outDir] = process.argv.slice(2);
if (!catalogueDir || !outDir) {
  console.error('usage: node --import tsx scripts/check/fresh-generate.ts CATALOGUE OUT');
  process.exit(2);
}
const checked = await checkCatalogue(catalogueDir, { cache: false });
if (!hasErrors(checked)) await emit({ files: checked.files, pages: checked.pages, catalogueDir, outDir, drafts: true, reuseEarlier: false });
// The parse workers are not waited for once the findings are out.
process.stdout.write(formatResult(checked, { format: 'json', catalogueDir, color: false }), () => process.exit(0));
