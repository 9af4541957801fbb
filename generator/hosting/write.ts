/** The build's hook: writes `_headers`, `_redirects` and `_nginx.conf` into the built folder from the rules and the old addresses. */
import { readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { renderHeadersFile } from './headers-file.ts';
import { renderNginxInclude } from './nginx.ts';
import { renderRedirectsFile, type Redirect } from './redirects.ts';
import { hostingRules } from './rules.ts';
import type { HostingFacts } from './rules.ts';

export async function writeHostingFiles(distDir: string, forms: HostingFacts['forms'], redirects: readonly Redirect[] = []): Promise<void> {
  const entries = await readdir(distDir, { withFileTypes: true });
  const rules = hostingRules({ forms, topLevel: entries.map((entry) => ({ name: entry.name, folder: entry.isDirectory() })) });
  await writeFile(join(distDir, '_headers'), renderHeadersFile(rules));
  await writeFile(join(distDir, '_redirects'), renderRedirectsFile(redirects));
  await writeFile(join(distDir, '_nginx.conf'), renderNginxInclude(rules, redirects));
}
