/**
 * A catalogue of a given number of detail pages for the build benchmark: the shipped catalogue
 * copied as it is, plus generated products spread evenly over its categories. Each generated
 * product is valid, unique and of typical size, reusing its category's picture and linking to
 * two real pages, so the whole catalogue still validates with no errors.
 */
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

interface Category {
  slug: string;
  title: string;
  image: string;
  details: string[];
}

/** Some picture of the catalogue, for a category that has none of its own yet. */
function anyImage(imagesDir: string): string {
  const found = readdirSync(imagesDir, { recursive: true })
    .map(String)
    .filter((f) => /\.(svg|png|jpe?g|webp)$/.test(f))
    .sort();
  return found[0] ?? 'missing.svg';
}

function categoriesOf(catalogueDir: string): Category[] {
  const fallbackImage = anyImage(path.join(catalogueDir, 'images'));
  return readdirSync(catalogueDir)
    .filter((name) => name !== 'images' && statSync(path.join(catalogueDir, name)).isDirectory())
    .sort()
    .map((slug) => {
      const dir = path.join(catalogueDir, slug);
      const read = (file: string): { title: string; image: { src: string } } => parse(readFileSync(path.join(dir, file), 'utf8'));
      const files = readdirSync(dir)
        .filter((f) => f.endsWith('.yaml') && f !== 'index.yaml')
        .sort();
      const details = files.map((f) => `/${slug}/${f.replace(/\.yaml$/, '')}`);
      // A picture that exists: a product's first, as the generated pages are products too.
      const images = path.join(catalogueDir, 'images');
      const drawn = existsSync(path.join(images, slug)) ? readdirSync(path.join(images, slug)).sort().map((f) => `${slug}/${f}`) : [];
      const candidates = [...[...files, 'index.yaml'].map((f) => read(f).image.src), ...drawn];
      const image = candidates.find((src) => existsSync(path.join(images, src))) ?? fallbackImage;
      return { slug, title: read('index.yaml').title, image, details };
    });
}

function productYaml(n: string, category: Category): string {
  const lines = [
    `# yaml-language-server: $schema=../../schema/detail.schema.json`,
    `title: ${category.title} line ${n}`,
    `description: Benchmark product ${n} in ${category.title}, a record of typical size used to time the build at catalogue scale.`,
    'body:',
    `  - Product ${n} stands in for one more line in the ${category.title} range. Its text is about as long as a real page's, so the build does the same work for it.`,
    `  - Ask at the counter for sizes and finishes of line ${n}; we can cut, mix or order to suit the job and deliver it with the rest of your order.`,
    'image:',
    `  src: ${category.image}`,
    `  alt: Illustration of ${category.title.toLowerCase()} (benchmark line ${n}).`,
    'features:',
    `  - Stocked in trade and DIY quantities (line ${n})`,
    '  - Made to the relevant British Standard',
    '  - Delivered with the rest of your order',
    'applications:',
    '  - New build and extension work',
    '  - Repairs and maintenance',
    '  - Weekend DIY projects',
    'related:',
    ...category.details.slice(0, 2).map((href) => `  - ${href}`),
  ];
  return `${lines.join('\n')}\n`;
}

/** Writes the catalogue to outDir (replacing it) and returns how many detail pages it holds. */
export function writeSyntheticCatalogue(sourceDir: string, outDir: string, detailPages: number): number {
  rmSync(outDir, { recursive: true, force: true });
  cpSync(sourceDir, outDir, { recursive: true });
  const categories = categoriesOf(outDir);
  const existing = categories.reduce((n, c) => n + c.details.length, 0);
  const extra = Math.max(0, detailPages - existing);
  const width = String(extra).length;
  for (let i = 0; i < extra; i++) {
    const category = categories[i % categories.length] as Category;
    const n = String(i + 1).padStart(width, '0');
    writeFileSync(path.join(outDir, category.slug, `bench-${n}.yaml`), productYaml(n, category));
  }
  return existing + extra;
}
