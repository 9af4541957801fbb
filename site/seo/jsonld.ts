import type { LayoutData, RouteData } from '../page-types.ts';
import { rendererOf } from '../pages/renderers.ts';
import { absoluteUrl } from './meta.ts';

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/**
 * Structured data for search engines: the business (a HardwareStore, schema.org's LocalBusiness
 * subtype for builders' merchants) on every page, the breadcrumb trail on every page below a
 * category, and whatever the page's kind describes (a brand, say).
 */
export function structuredData(data: RouteData, layout: LayoutData): Json {
  const graph: Json[] = [business(layout)];
  if (data.kind === 'not-found') return { '@context': 'https://schema.org', '@graph': graph };
  if (data.breadcrumb.length > 1) {
    const trail = data.breadcrumb;
    graph.push({
      '@type': 'BreadcrumbList',
      itemListElement: trail.map((crumb, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: crumb.title,
        item: absoluteUrl(layout.site.url, crumb.href),
      })),
    });
  }
  graph.push(...(rendererOf(data.kind).structuredData?.(data, layout.site.url) ?? []));
  return { '@context': 'https://schema.org', '@graph': graph };
}

function business({ site }: LayoutData): Json {
  return {
    '@type': 'HardwareStore',
    '@id': absoluteUrl(site.url, '/#business'),
    name: site.name,
    url: absoluteUrl(site.url, '/'),
    telephone: site.telHref.replace(/^tel:/, ''),
    email: site.email,
    foundingDate: String(site.founded),
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address.street,
      addressLocality: site.address.town,
      addressRegion: site.address.county,
      postalCode: site.address.postcode,
      addressCountry: 'GB',
    },
    hasMap: site.mapHref,
    openingHoursSpecification: site.openingHours.map((entry) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: entry.days.map((day) => `https://schema.org/${day}`),
      // schema.org's way of saying closed all day.
      opens: entry.closed ? '00:00' : (entry.opens ?? '00:00'),
      closes: entry.closed ? '00:00' : (entry.closes ?? '00:00'),
    })),
  };
}

/** JSON safe inside a <script> element: '<' can never start '</script>' or '<!--'. */
export function scriptJson(value: unknown): string {
  return scriptSafe(JSON.stringify(value));
}

/** JSON text (as JSON.stringify gives it) made safe inside a <script> element, as scriptJson makes it. */
export function scriptSafe(json: string): string {
  return json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
