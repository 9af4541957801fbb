/**
 * `catalogue new page CATEGORY SLUG`: starts a detail page that validates at once, so staff can
 * see it in `npm run dev` while they write it. It never overwrites anything.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { copyFile, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { classifyPath, definitionOf, type FileKind } from '../../contract/kinds/index.ts';
import { closestWord } from '../diagnostics/suggest.ts';
import { isAddressSegment, tidySegment } from '../load/kinds.ts';
import { PLACEHOLDER_PICTURE } from '../validate/placeholders.ts';
import { detailPageYaml, titleFromSlug } from './page-template.ts';

/** Keeps the title within its 70 characters and the placeholder description within 160. */
const MAX_SLUG = 60;
const IMAGE_EXTENSIONS = ['svg', 'jpg', 'jpeg', 'png', 'webp'];
/** The 'Picture to come' a new page shows until staff add theirs; validate warns while it is used. */
export { PLACEHOLDER_PICTURE };

/** Why the page was not made; `exitCode` 2 for a mistake in the command, 1 for a clash with the catalogue. */
export class ScaffoldError extends Error {
  constructor(
    message: string,
    readonly exitCode: 1 | 2,
  ) {
    super(message);
  }
}

export interface NewPage {
  address: string;
  title: string;
  /** Paths relative to the catalogue folder. */
  file: string;
  image: string;
  /** False when a picture of that name was already in catalogue/images/ and is used as it is. */
  imageCreated: boolean;
}

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** What kind of page a file in `folder` would be ('detail' for a product category), or undefined for a folder no page can be in ('images'). */
function kindOfFolder(folder: string): string | undefined {
  return classifyPath(`${folder}/page.yaml`)?.kind;
}

/** Product categories are the folders with a listing page whose files are product pages ('timber', not 'services' or 'brands'). */
export function categoriesOf(catalogueDir: string): string[] {
  return readdirSync(catalogueDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && kindOfFolder(entry.name) === 'detail')
    .filter((entry) => ['index.yaml', 'index.yml'].some((name) => isFile(path.join(catalogueDir, entry.name, name))))
    .map((entry) => entry.name)
    .sort();
}

function checkSlug(slug: string): void {
  if (slug === 'index') throw new ScaffoldError("'index' cannot be a page's slug: 'index.yaml' is a category's own listing page. Choose a name for the product, such as 'oak-sleepers'.", 2);
  if (!isAddressSegment(slug)) {
    const tidy = tidySegment(slug);
    throw new ScaffoldError(
      `'${slug}' cannot be a page's slug: it becomes the page's address, so use lower-case letters, digits and single hyphens, such as '${tidy && tidy !== 'index' ? tidy : 'oak-sleepers'}'.`,
      2,
    );
  }
  if (slug.length > MAX_SLUG) throw new ScaffoldError(`'${slug}' is ${slug.length} characters long; keep a slug to ${MAX_SLUG} or fewer.`, 2);
}

/**
 * The command starts product pages. A folder such as 'services/' or 'brands/' holds another kind
 * of page, with fields of its own, and 'images/' holds pictures, so no page can be started there.
 */
function checkProductFolder(catalogueDir: string, category: string): void {
  if (!isAddressSegment(category)) return;
  const kind = kindOfFolder(category);
  if (kind === 'detail') return;
  const known = categoryList(catalogueDir);
  if (kind === undefined) {
    throw new ScaffoldError(
      `'${category}' cannot be a category: ${category === 'images' ? "'catalogue/images/' holds the pictures pages show" : `the name '${category}' is kept for listing pages`}, so no page can live there. ${known}`,
      2,
    );
  }
  const holds = kind === 'service' ? 'service pages' : `${definitionOf(kind as FileKind).label}s`;
  throw new ScaffoldError(
    `'${category}/' holds ${holds}, which 'catalogue new page' does not start: it starts product pages. Copy a neighbour in 'catalogue/${category}/' and change its words instead, or choose a product category. ${known}`,
    1,
  );
}

function categoryList(catalogueDir: string): string {
  return `The categories are ${categoriesOf(catalogueDir).map((c) => `'${c}'`).join(', ')}.`;
}

function checkCategory(catalogueDir: string, category: string): void {
  const categories = categoriesOf(catalogueDir);
  if (categories.includes(category)) return;
  // 'Timber' is 'timber' in another case; closestWord offers the same letters first.
  const near = closestWord(category, categories);
  const known = categoryList(catalogueDir);
  const folderOnly = existsSync(path.join(catalogueDir, category));
  throw new ScaffoldError(
    folderOnly && isAddressSegment(category)
      ? `'${category}' has no listing page, so nothing would link to the new page. Add '${category}/index.yaml' first (copy a neighbour's), or use an existing category. ${known}`
      : `There is no category '${category}'.${near ? ` Did you mean '${near}'?` : ''} ${known}`,
    1,
  );
}

function existingPage(catalogueDir: string, category: string, slug: string): string | undefined {
  const candidates = [`${slug}.yaml`, `${slug}.yml`, `${slug}/index.yaml`, `${slug}/index.yml`].map((name) => `${category}/${name}`);
  return candidates.find((relative) => existsSync(path.join(catalogueDir, relative)));
}

export async function newPage(catalogueDir: string, category: string, slug: string): Promise<NewPage> {
  checkSlug(slug);
  checkProductFolder(catalogueDir, category);
  checkCategory(catalogueDir, category);
  const address = `/${category}/${slug}`;
  const existing = existingPage(catalogueDir, category, slug);
  if (existing) {
    throw new ScaffoldError(`The page ${address} already exists as '${existing}'; it was left as it is. Open it to change it, or choose another slug.`, 1);
  }

  // A picture staff have already put in place is used; otherwise a neutral placeholder.
  const imagesDir = path.join(catalogueDir, 'images', category);
  const found = IMAGE_EXTENSIONS.map((ext) => `${slug}.${ext}`).find((name) => isFile(path.join(imagesDir, name)));
  const imageName = found ?? `${slug}.svg`;
  if (!found) {
    await mkdir(imagesDir, { recursive: true });
    await copyFile(PLACEHOLDER_PICTURE, path.join(imagesDir, imageName));
  }

  const title = titleFromSlug(slug);
  const file = `${category}/${slug}.yaml`;
  const imageSrc = `${category}/${imageName}`;
  // 'wx' refuses to overwrite a page that appeared since the check above.
  await writeFile(path.join(catalogueDir, file), detailPageYaml({ category, slug, title, imageSrc }), { flag: 'wx' });
  return { address, title, file, image: `images/${imageSrc}`, imageCreated: !found };
}

/** What to do next, as the command prints it. `root` is the catalogue folder as the user named it. */
export function nextSteps(page: NewPage, root: string): string {
  const at = (relative: string) => `${root.replace(/\/$/, '')}/${relative}`;
  return [
    `created ${at(page.file)}`,
    page.imageCreated ? `created ${at(page.image)} (a placeholder picture)` : `using the picture ${at(page.image)}`,
    '',
    'Next:',
    `  1. Open ${at(page.file)} and replace every text that starts with 'Replace':`,
    "     the description, the body paragraphs, the picture's alt text, the features and the applications.",
    `  2. Check the title ('${page.title}') and add two to four related pages (your editor lists them).`,
    page.imageCreated ? photoStep(page, at) : '  3. Check that the picture suits the page.',
    '  4. Check it:   npx catalogue validate (a warning for each placeholder left, with its line)',
    `  5. See it:     npm run dev, then open http://localhost:5173${page.address}`,
    '',
  ].join('\n');
}

/** Where the photo goes and what to call it: the page's own name, so the photo is easy to find later. */
function photoStep(page: NewPage, at: (relative: string) => string): string {
  const photo = page.image.replace(/\.svg$/, '.jpg');
  return [
    `  3. Replace the placeholder picture with a photo: landscape (4:3 suits every place it is shown),`,
    '     at least 1920 pixels wide, JPEG straight from a phone or camera is fine (the build makes',
    `     the small copies). Save it as ${at(photo)}`,
    `     and set image.src to ${photo.replace(/^images\//, '')}, then delete the placeholder.`,
  ].join('\n');
}
