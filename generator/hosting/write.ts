/** The build's hook: writes `_headers` and `_nginx.conf` into the built folder from the rules. */
import { readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { renderHeadersFile } from './headers-file.ts';
import { renderNginxInclude } from './nginx.ts';
import { hostingRules } from './rules.ts';
import type { HostingFacts } from './rules.ts';

export async function writeHostingFiles(distDir: string, forms: HostingFacts['forms']): Promise<void> {
  const entries = await readdir(distDir, { withFileTypes: true });
  const rules = hostingRules({ forms, topLevel: entries.map((entry) => ({ name: entry.name, folder: entry.isDirectory() })) });
  await writeFile(join(distDir, '_headers'), renderHeadersFile(rules));
  await writeFile(join(distDir, '_nginx.conf'), renderNginxInclude(rules));
}
