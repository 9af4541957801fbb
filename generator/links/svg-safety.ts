/**
 * An SVG is a document, not only a picture: opened at its own address it can run scripts on the
 * site's origin. Drawings are published as they are, so one that could run code, show other
 * pages or fetch other files is refused. The check reads the markup as text, after undoing
 * character references ('&#106;avascript:'), so spelling a thing oddly does not slip it past.
 */

/** Why the drawing is unsafe to publish, in words for staff; undefined when it is a plain drawing. */
export function unsafeSvgReason(markup: string): string | undefined {
  const text = decodeReferences(markup);
  // eslint-disable-next-line no-control-regex -- 'java\tscript:' still runs, so control characters are dropped first.
  const compact = text.replace(/[\s\u0000-\u001f]+/g, '').toLowerCase();
  if (/<([a-z0-9_-]+:)?script[\s/>]/i.test(text)) return 'it contains a script (<script>), which would run in the browser of anyone who opens the picture.';
  const handler = /<[^>]*?[\s/"']((on[a-z]+)\s*=)/i.exec(text);
  if (handler) return `it contains an event handler ('${handler[2]}='), a script that runs when the picture loads or is touched.`;
  if (/<([a-z0-9_-]+:)?foreignObject[\s/>]/i.test(text)) return 'it contains embedded web content (<foreignObject>), which can hold forms, frames and scripts.';
  const embedded = /<([a-z0-9_-]+:)?(iframe|embed|object|handler|listener)[\s/>]/i.exec(text);
  if (embedded) return `it contains an embedded document (<${embedded[2]}>), which can run code of its own.`;
  if (compact.includes('javascript:') || compact.includes('vbscript:')) return "it contains a 'javascript:' address, which runs code when followed.";
  if (/<!ENTITY/i.test(text)) return 'it declares entities (<!ENTITY>), which can pull in other files or expand without end.';
  const external = externalReference(text);
  if (external) return `it refers to another file or address ('${external}'), which browsers would fetch when the picture is shown.`;
  return undefined;
}

/** An href, src or url() that is not a reference within the drawing ('#id') or an embedded raster picture. */
function externalReference(text: string): string | undefined {
  const attributes = /[\s"'](?:[a-z0-9_-]+:)?(?:href|src)\s*=\s*(["'])(.*?)\1/gis;
  const urls = /url\(\s*(["']?)(.*?)\1\s*\)|@import\s+(["'])(.*?)\3/gis;
  for (const match of text.matchAll(attributes)) {
    if (!isInternal(match[2] ?? '')) return shortened(match[2] ?? '');
  }
  for (const match of text.matchAll(urls)) {
    const target = match[2] ?? match[4] ?? '';
    if (!isInternal(target)) return shortened(target);
  }
  return undefined;
}

function isInternal(target: string): boolean {
  const value = target.trim();
  return value.startsWith('#') || /^data:image\/(png|jpeg|gif|webp);/i.test(value);
}

function shortened(target: string): string {
  const value = target.trim();
  return value.length > 60 ? `${value.slice(0, 57)}...` : value;
}

/** '&#106;', '&#x6A;' and the like as the characters they stand for. */
function decodeReferences(markup: string): string {
  return markup.replace(/&#(x[0-9a-f]+|[0-9]+);?/gi, (whole, code: string) => {
    const point = code[0] === 'x' || code[0] === 'X' ? parseInt(code.slice(1), 16) : parseInt(code, 10);
    return Number.isFinite(point) && point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : whole;
  });
}
