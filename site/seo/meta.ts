import { publishedHref } from '../../contract/addresses.ts';
import { definitionOf } from '../../contract/kinds/index.ts';
import type { LayoutData, RouteData } from '../page-types.ts';

export interface PageMeta {
  title: string;
  description: string;
  /** Absolute; absent for the not-found page, which has no address of its own. */
  canonical?: string;
  noindex: boolean;
  ogType: 'website' | 'article';
  image?: { url: string; width: number; height: number; alt: string };
}

/** The full URL of a path of the site; a page's address becomes its published URL ('/timber' -> '.../timber/'). */
export function absoluteUrl(siteUrl: string, path: string): string {
  return siteUrl.replace(/\/+$/, '') + publishedHref(path);
}

/** Title, description, canonical URL and preview image of one page, for <head> and for link previews. */
export function pageMeta(data: RouteData, { site }: LayoutData): PageMeta {
  if (data.kind === 'not-found') {
    return {
      title: `Page not found | ${site.name}`,
      description: `There is no page at this address on the ${site.name} website.`,
      noindex: true,
      ogType: 'website',
    };
  }
  const image = data.preview;
  return {
    title: `${data.title} | ${site.name}`,
    description: data.description,
    canonical: absoluteUrl(site.url, data.address),
    noindex: false,
    ogType: definitionOf(data.kind).ogType,
    image: image && { url: absoluteUrl(site.url, image.src), width: image.width, height: image.height, alt: image.alt },
  };
}
