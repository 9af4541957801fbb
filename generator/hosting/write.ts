/** The build's hook: writes `_headers`, `_redirects` and `_nginx.conf` into the built folder from the rules and the old addresses. */
import { readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { renderHeadersFile } from './headers-file.ts';
import { renderNginxInclude } from './nginx.ts';
import { renderRedirectsFile, type Redirect } from './redirects.ts';
import { hostingRules } from './rules.ts';
import type { HostingFacts } from './rules.ts';

/**
 * `topLevel` is what the site has at its top level, when the folder does not hold all of it (a
 * build that moves only its changes into dist/: site-folder.ts); by default the folder is listed.
 */
export async function writeHostingFiles(distDir: string, forms: HostingFacts['forms'], redirects: readonly Redirect[] = [], topLevel?: HostingFacts['topLevel']): Promise<void> {
  const listed = topLevel ?? (await readdir(distDir, { withFileTypes: true })).map((entry) => ({ name: entry.name, folder: entry.isDirectory() }));
  const rules = hostingRules({ forms, topLevel: listed });
  await writeFile(join(distDir, '_headers'), renderHeadersFile(rules));
  await writeFile(join(distDir, '_redirects'), renderRedirectsFile(redirects));
  await writeFile(join(distDir, '_nginx.conf'), renderNginxInclude(rules, redirects));
}
