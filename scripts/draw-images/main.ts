/**
 * Writes every illustration into catalogue/images/. Run: npx tsx scripts/draw-images/main.ts
 * Optional arguments restrict the run to paths starting with them (e.g. `timber/`).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { illustrations } from './index.ts';
import { imagesDir } from './paths.ts';

const only = process.argv.slice(2);
let written = 0;
for (const [name, draw] of Object.entries(illustrations)) {
  if (only.length && !only.some((prefix) => name.startsWith(prefix))) continue;
  const file = join(imagesDir, name);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, draw());
  written++;
}
console.log(`wrote ${written} illustrations to ${imagesDir}`);
