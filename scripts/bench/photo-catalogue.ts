/**
 * The benchmark's photo catalogue: the shipped catalogue with every product page (kind detail)
 * shown by its own 4000×3000 phone photo, as staff who photograph the whole range would have it.
 * Each photo is made once (noisy pixels like a real camera's, EXIF and GPS included) and kept in
 * `photoDir` under .bench/ (ignored by git, about 6 MB each); a later run reuses the catalogue
 * when it was made from the same YAML, and the photos whatever the YAML.
 */
import { copyFileSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { classifyPath } from '../../contract/kinds/paths.ts';
import { fingerprint } from '../../generator/cache/index.ts';
import { makePhoto } from '../../generator/images/test-photos.ts';

export const PHOTO_SIZE = { width: 4000, height: 3000 };
const MADE = '.photo-catalogue';

function yamlFiles(dir: string): string[] {
  return (readdirSync(dir, { recursive: true }) as string[]).filter((f) => f.endsWith('.yaml')).map((f) => f.split(path.sep).join('/')).sort();
}

/** Points a page's `image.src` at `src`, leaving every other line as it was; null when it has no image. */
export function withImageSrc(yaml: string, src: string): string | null {
  const pattern = /^(image:\s*\n(?:[ \t]+.*\n)*?[ \t]+src:[ \t]*)(\S.*)$/m;
  return pattern.test(yaml) ? yaml.replace(pattern, (_, head: string) => `${head}${src}`) : null;
}

/** Writes (or reuses) the photo catalogue at `target`; returns how many products it shows by photo. */
export async function writePhotoCatalogue(source: string, target: string, photoDir: string, log: (line: string) => void = () => {}): Promise<number> {
  const files = yamlFiles(source);
  const stamp = fingerprint({ files: files.map((f) => path.join(source, f)), values: [PHOTO_SIZE, 1] });
  const stampFile = path.join(target, MADE);
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8').startsWith(stamp)) return Number(readFileSync(stampFile, 'utf8').split(' ')[1]);

  rmSync(target, { recursive: true, force: true });
  cpSync(source, target, { recursive: true });
  const products = files.filter((f) => classifyPath(f)?.kind === 'detail');
  mkdirSync(path.join(target, 'images', 'photos'), { recursive: true });
  mkdirSync(photoDir, { recursive: true });
  let made = 0;
  for (const [index, file] of products.entries()) {
    const name = `${file.slice(0, -'.yaml'.length).replace(/\//g, '-')}.jpg`;
    const yaml = withImageSrc(readFileSync(path.join(target, file), 'utf8'), `photos/${name}`);
    if (yaml === null) continue;
    // Each photo differs (its own colour and noise), so none is encoded from another's cache entry.
    const kept = path.join(photoDir, name);
    if (!existsSync(kept)) writeFileSync(kept, await makePhoto({ ...PHOTO_SIZE, gps: true, hue: (index * 37) % 360 }));
    copyFileSync(kept, path.join(target, 'images', 'photos', name));
    writeFileSync(path.join(target, file), yaml);
    made += 1;
    if (made % 10 === 0) log(`  photo catalogue: ${made}/${products.length} photos ready`);
  }
  writeFileSync(stampFile, `${stamp} ${made}\n`);
  return made;
}
