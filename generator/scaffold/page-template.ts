/**
 * The text of a new detail page. It passes the schema so the site still builds while staff work
 * on it, but every placeholder starts with 'Replace', which a reviewer cannot miss, and names the
 * product, so two new pages never share a description.
 */
import { stringify } from 'yaml';
import { modelineFor } from '../editor/modeline.ts';
import { PLACEHOLDER } from '../validate/placeholders.ts';

export { PLACEHOLDER };

const SMALL_WORDS = new Set(['a', 'an', 'and', 'as', 'at', 'by', 'for', 'in', 'of', 'on', 'or', 'the', 'to', 'with']);

/** 'door-closers' -> 'Door Closers'; 'sands-and-aggregates' -> 'Sands and Aggregates'. */
export function titleFromSlug(slug: string): string {
  return slug
    .split('-')
    .map((word, index) => (index > 0 && SMALL_WORDS.has(word) ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(' ');
}

/** A scalar as YAML writes it: plain when that reads back as the same string, quoted otherwise ('1936', 'Yes'). */
const scalar = (text: string) => stringify(text, { lineWidth: 0 }).trimEnd();

/** Folds a paragraph into a `>-` block at about 96 columns, as the shipped pages are written. */
function folded(text: string, indent: string): string {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + word.length + 1 > 96 - indent.length) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  lines.push(line);
  return `>-\n${lines.map((l) => `${indent}${l}`).join('\n')}`;
}

export interface PageTemplate {
  category: string;
  slug: string;
  title: string;
  /** The picture's path relative to catalogue/images/. */
  imageSrc: string;
}

export function detailPageYaml({ category, slug, title, imageSrc }: PageTemplate): string {
  const address = `/${category}/${slug}`;
  return [
    modelineFor(`${category}/${slug}.yaml`),
    `# The page ${address}, started by 'catalogue new page'.`,
    `# Replace every text that starts with '${PLACEHOLDER}', then run 'npx catalogue validate'.`,
    '# In VS Code with the YAML extension, Ctrl+Space lists the fields and, under related,',
    '# the addresses of the pages of this site.',
    `title: ${scalar(title)}`,
    `description: ${scalar(`${PLACEHOLDER} this with one or two sentences about ${title} for search results and the page's card.`)}`,
    'body:',
    `  - ${folded(`${PLACEHOLDER} this paragraph with an introduction to ${title} for trade and DIY buyers: what the range is for and why to choose ours.`, '    ')}`,
    `  - ${folded(`${PLACEHOLDER} this paragraph with the sizes, grades, finishes or brands we carry, any British Standards they meet, and what to ask us.`, '    ')}`,
    'image:',
    `  src: ${scalar(imageSrc)}`,
    `  alt: ${scalar(`${PLACEHOLDER} this with what the picture of ${title} shows.`)}`,
    '# Three to seven short points each.',
    'features:',
    `  - ${PLACEHOLDER} with a key feature, such as a size range we stock`,
    `  - ${PLACEHOLDER} with a key feature, such as a grade, finish or standard`,
    `  - ${PLACEHOLDER} with a key feature, such as what sets it apart`,
    'applications:',
    `  - ${PLACEHOLDER} with a job it is used for`,
    `  - ${PLACEHOLDER} with another job it is used for`,
    `  - ${PLACEHOLDER} with a third job it is used for`,
    '# Two to four pages to show under Related Products, one per line, such as:',
    '#   - /timber/plywood',
    'related: []',
    '',
  ].join('\n');
}
