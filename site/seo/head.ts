import { escapeHtml } from '../../contract/html.ts';
import type { BuiltAssets } from '../../contract/render.ts';
import type { LayoutData, RouteData } from '../page-types.ts';
import { rendererSourceOf } from '../pages/renderers.ts';
import { HOLDS_ATTRIBUTE } from '../styles-held.ts';
import { scriptJson, structuredData } from './jsonld.ts';
import { absoluteUrl, pageMeta } from './meta.ts';

export type { BuiltAssets };

/**
 * The page's stylesheet: the app's styles and its kind's, composed at build time into one file
 * (generator/build/client-assets.ts). A composed file lists the built files it holds, so the app
 * does not fetch them again when it loads the kind's code (site/styles-held.ts).
 */
function styleLinks(data: RouteData, assets: BuiltAssets): string[] {
  const source = rendererSourceOf(data.kind);
  const hrefs = (source && assets.kindStyles?.[source]) || assets.styles;
  return hrefs.map((href) => {
    const holds = assets.composedOf?.[href];
    return `<link rel="stylesheet" href="${escapeHtml(href)}"${holds ? ` ${HOLDS_ATTRIBUTE}="${escapeHtml(holds.join(' '))}"` : ''}>`;
  });
}

/** Everything inside <head> of a prerendered page. */
export function headHtml(data: RouteData, layout: LayoutData, assets: BuiltAssets): string {
  const meta = pageMeta(data, layout);
  // The generator makes every page a raster link preview; the page's own picture may be an SVG, which apps do not show.
  const preview = data.kind !== 'not-found' ? data.preview : undefined;
  const image = preview ? { ...preview, url: absoluteUrl(layout.site.url, preview.src) } : meta.image;
  const tags = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}">`,
    `<meta name="robots" content="${meta.noindex ? 'noindex' : 'index, follow'}">`,
    meta.canonical ? `<link rel="canonical" href="${escapeHtml(meta.canonical)}">` : '',
    '<meta name="color-scheme" content="light dark">',
    '<meta name="theme-color" content="#1d4a37" media="(prefers-color-scheme: light)">',
    '<meta name="theme-color" content="#111513" media="(prefers-color-scheme: dark)">',
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    `<meta property="og:type" content="${meta.ogType}">`,
    `<meta property="og:site_name" content="${escapeHtml(layout.site.name)}">`,
    '<meta property="og:locale" content="en_GB">',
    `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
    meta.canonical ? `<meta property="og:url" content="${escapeHtml(meta.canonical)}">` : '',
    ...(image
      ? [
          `<meta property="og:image" content="${escapeHtml(image.url)}">`,
          `<meta property="og:image:width" content="${image.width}">`,
          `<meta property="og:image:height" content="${image.height}">`,
          `<meta property="og:image:alt" content="${escapeHtml(image.alt)}">`,
          '<meta name="twitter:card" content="summary_large_image">',
        ]
      : []),
    ...styleLinks(data, assets),
    `<script type="module" src="${escapeHtml(assets.script)}"></script>`,
    ...assets.preload.map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}">`),
    `<script type="application/ld+json">${scriptJson(structuredData(data, layout))}</script>`,
  ];
  return tags.filter(Boolean).join('\n');
}
