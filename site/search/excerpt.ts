/**
 * Pagefind's excerpts are HTML: escaped text with each matched word in <mark>. They are shown as
 * text and <mark> elements built by React, never as HTML, so nothing in a page can inject markup.
 */

export interface ExcerptPart {
  text: string;
  marked: boolean;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** '&amp;' -> '&', '&#39;' -> "'", '&#x27;' -> "'"; anything unknown is left as written. */
export function decodeEntities(html: string): string {
  return html.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** 'Marine <mark>plywood</mark> &amp; ply' -> text and marked parts; any other tag is dropped. */
export function excerptParts(html: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  const pattern = /<mark>([\s\S]*?)<\/mark>/gi;
  let last = 0;
  const push = (raw: string, marked: boolean) => {
    const text = decodeEntities(raw.replace(/<[^>]*>/g, ''));
    if (text) parts.push({ text, marked });
  };
  for (let match = pattern.exec(html); match; match = pattern.exec(html)) {
    push(html.slice(last, match.index), false);
    push(match[1] ?? '', true);
    last = match.index + match[0].length;
  }
  push(html.slice(last), false);
  return parts;
}
