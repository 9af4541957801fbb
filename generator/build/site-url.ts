/**
 * The address a deploy publishes to must be site.yaml's `url`: canonical links, the sitemap,
 * structured data and link previews all name it, so a site published elsewhere would send search
 * engines and shared links to the wrong address. The deploy workflows pass the host's address in
 * SITE_URL; `catalogue build` refuses to build when the two disagree.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

const tidy = (url: string) => url.trim().replace(/\/+$/, '').toLowerCase();

/** site.yaml's url, or undefined when the file cannot be read (validate then says why). */
export function siteUrlOf(catalogueDir: string): string | undefined {
  try {
    const site = parse(readFileSync(join(catalogueDir, 'site.yaml'), 'utf8')) as { url?: unknown } | null;
    return typeof site?.url === 'string' ? site.url : undefined;
  } catch {
    return undefined;
  }
}

/** One line saying what disagrees and what to do, or undefined when there is no target or it matches. */
export function siteUrlMismatch(siteUrl: string | undefined, target: string | undefined, siteFile = 'catalogue/site.yaml'): string | undefined {
  if (!target?.trim() || siteUrl === undefined || tidy(siteUrl) === tidy(target)) return undefined;
  return `this deploy publishes the site at ${tidy(target)} (SITE_URL), but ${siteFile} has url: ${siteUrl}, so canonical links, the sitemap and link previews would point at the wrong address; set url: in ${siteFile} to ${tidy(target)}, or give the host the address in site.yaml.`;
}
