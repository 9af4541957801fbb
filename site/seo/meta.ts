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

export function absoluteUrl(siteUrl: string, path: string): string {
  return siteUrl.replace(/\/+$/, '') + path;
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
    canonical: absoluteUrl(site.url, data.address === '/' ? '/' : data.address),
    noindex: false,
    ogType: definitionOf(data.kind).ogType,
    image: image && { url: absoluteUrl(site.url, image.src), width: image.width, height: image.height, alt: image.alt },
  };
}
