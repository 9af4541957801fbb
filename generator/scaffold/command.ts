/**
 * The `catalogue new page` command's glue: makes the page, refreshes the page list editors read
 * (so the new address completes in other pages' related lists at once) and says what to do next.
 */
import type { Io } from '../cli.ts';
import { refreshPagesSchema } from '../editor/pages-schema.ts';
import { loadCatalogue } from '../load/index.ts';
import { buildPageIndex } from '../links/pages.ts';
import { newPage, nextSteps, ScaffoldError } from './new-page.ts';

export async function newPageCommand(catalogueDir: string, category: string, slug: string, io: Io, root: string): Promise<number> {
  try {
    const page = await newPage(catalogueDir, category, slug);
    const { files } = await loadCatalogue(catalogueDir);
    await refreshPagesSchema(catalogueDir, buildPageIndex(files).pages);
    io.stdout(nextSteps(page, root));
    return 0;
  } catch (error) {
    if (!(error instanceof ScaffoldError)) throw error;
    io.stderr(`catalogue: ${error.message}\n`);
    return error.exitCode;
  }
}
