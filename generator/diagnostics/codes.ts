/**
 * The catalogue of diagnostics. Every problem the CLI reports has a permanent code listed here,
 * so a code in a CI log or a SARIF upload always means the same thing.
 *
 * Writing a message: say what is wrong and why it matters, in words staff use; put what to do in
 * the hint. No exclamation marks, no "Oops", British English.
 */
import type { Diagnostic, Severity, Span, WholeFile } from '../model.ts';
import { printable } from './printable.ts';

export interface CodeDefinition<Args> {
  severity: Severity;
  /** A short, fixed description of the rule (SARIF shortDescription, help listings). */
  title: string;
  message: (args: Args) => string;
}

function define<Args = Record<string, never>>(
  severity: Severity,
  title: string,
  message: (args: Args) => string,
): CodeDefinition<Args> {
  return { severity, title, message };
}

const q = (text: string | number): string => `'${text}'`;

export const codes = {
  'yaml/syntax': define<{ detail: string }>('error', 'YAML syntax error', (a) =>
    `This is not valid YAML: ${a.detail}`),
  'yaml/duplicate-key': define<{ key: string; firstLine: number }>('error', 'Duplicate field', (a) =>
    `The field ${q(a.key)} is given twice in the same place (first on line ${a.firstLine}); only the last one would be used, so the first is silently lost.`),
  'yaml/unsafe-key': define<{ key: string }>('error', 'Reserved field name', (a) =>
    `The name ${q(a.key)} is kept for the program that reads the catalogue: as a field it could change how every page is read, so it is not allowed.`),
  'yaml/alias-limit': define<{ limit: number }>('error', 'Too many YAML aliases', (a) =>
    `This file expands its YAML aliases (*name) more than ${a.limit} times, which looks like an "alias bomb" and would take too long to read.`),
  'file/unknown': define<{ path: string }>('error', 'Unknown catalogue file', (a) =>
    `The file ${q(a.path)} is not a kind of catalogue file, so it would be ignored and nothing in it would be published.`),
  'file/unreadable': define<{ path: string; reason: string }>('error', 'Unreadable file', (a) =>
    `The file ${q(a.path)} could not be read: ${a.reason}`),
  'file/outside-catalogue': define<{ path: string }>('error', 'Link leads outside the catalogue', (a) =>
    `${q(a.path)} is a link to something outside the catalogue folder, so it is not read: only what is inside the catalogue is checked and published.`),
  'file/link-loop': define<{ path: string }>('error', 'Folder link read twice', (a) =>
    `The folder ${q(a.path)} is a link to a folder the catalogue already holds (it may lead back to itself), so it is not read again here.`),
  'file/not-regular': define<{ path: string; what: string }>('error', 'Not an ordinary file', (a) =>
    `${q(a.path)} is ${a.what}, not an ordinary file, so it is not opened: reading it could wait for ever.`),
  'file/too-large': define<{ path: string; size: string; limit: string }>('error', 'File too large', (a) =>
    `The file ${q(a.path)} is ${a.size}, more than the ${a.limit} a catalogue file may be, so it is not read.`),
  'file/ignored': define<{ path: string }>('warning', 'File name almost a catalogue file', (a) =>
    `The file ${q(a.path)} is named like a catalogue file but does not end in '.yaml' or '.yml', so it is not read and nothing in it is published.`),
  'catalogue/not-found': define<{ dir: string }>('error', 'Catalogue directory not found', (a) =>
    `There is no catalogue folder at ${q(a.dir)}.`),
  'catalogue/missing-file': define<{ file: string; purpose: string }>('error', 'Required file missing', (a) =>
    `The catalogue has no ${q(a.file)}, which ${a.purpose}, so the site cannot be built.`),

  'schema/unknown-key': define<{ key: string; record: string }>('error', 'Unknown field', (a) =>
    `${q(a.key)} is not a field of this ${a.record}, so it would be ignored.`),
  'schema/missing-field': define<{ field: string; record: string; purpose?: string; alsoMissing?: readonly string[] }>('error', 'Missing field', (a) =>
    a.alsoMissing && a.alsoMissing.length > 0
      ? `This ${a.record} needs the fields ${listing([a.field, ...a.alsoMissing].map(q))}.`
      : `This ${a.record} needs the field ${q(a.field)}${a.purpose ? `: ${lowerFirst(a.purpose)}` : '.'}`),
  'schema/wrong-type': define<{ field: string; expected: string; received: string }>('error', 'Wrong type of value', (a) =>
    `${fieldName(a.field)} should be ${a.expected}, but it is ${a.received}.`),
  'schema/too-short': define<{ field: string; limit: number; actual: number }>('error', 'Text too short', (a) =>
    `${fieldName(a.field)} is too short: ${a.actual} ${plural(a.actual, 'character')}, at least ${a.limit} needed.`),
  'schema/too-long': define<{ field: string; limit: number; actual: number }>('error', 'Text too long', (a) =>
    `${fieldName(a.field)} is too long: ${a.actual} ${plural(a.actual, 'character')}, at most ${a.limit} allowed.`),
  'schema/too-few': define<{ field: string; limit: number; actual: number }>('error', 'Too few entries', (a) =>
    `${fieldName(a.field)} has ${a.actual} ${plural(a.actual, 'entry', 'entries')}, but needs at least ${a.limit}.`),
  'schema/too-many': define<{ field: string; limit: number; actual: number }>('error', 'Too many entries', (a) =>
    `${fieldName(a.field)} has ${a.actual} ${plural(a.actual, 'entry', 'entries')}, but at most ${a.limit} are allowed.`),
  'schema/pattern': define<{ field: string; value: string; format?: string }>('error', 'Value not in the expected form', (a) =>
    `${fieldName(a.field)} ${q(a.value)} is not in the expected form${a.format ? ` (${a.format})` : ''}.`),
  'schema/not-allowed': define<{ field: string; value: string; allowed: readonly string[] }>('error', 'Value not allowed', (a) =>
    `${fieldName(a.field)} cannot be ${q(a.value)}; it must be one of ${a.allowed.map(q).join(', ')}.`),
  'schema/duplicate-item': define<{ field: string; first: number; second: number }>('error', 'Duplicate entry', (a) =>
    `${fieldName(a.field)} lists the same entry twice (entries ${a.first + 1} and ${a.second + 1}).`),
  'schema/invalid': define<{ field: string; detail: string }>('error', 'Invalid value', (a) =>
    `${fieldName(a.field)} ${a.detail}.`),

  'link/unknown-page': define<{ href: string }>('error', 'Link to a page that does not exist', (a) =>
    `The link ${q(a.href)} points at a page the catalogue does not define, so visitors would reach a "page not found".`),
  'link/unknown-section': define<{ href: string; section: string; page: string }>('error', 'Link to a section that does not exist', (a) =>
    `The link ${q(a.href)} points at the section '#${a.section}', which the page ${q(a.page)} does not have, so the browser would stay at the top of the page.`),
  'link/bad-scheme': define<{ href: string; scheme: string }>('error', 'Link type not allowed', (a) =>
    `The link ${q(a.href)} uses '${a.scheme}', which is not allowed: only site pages, '#section', tel:, mailto: and https: links are safe for visitors.`),
  'link/bad-tel': define<{ href: string }>('error', 'Phone link cannot be dialled', (a) =>
    `The phone link ${q(a.href)} is not a number a phone can dial.`),
  'link/bad-mailto': define<{ href: string }>('error', 'Email link is malformed', (a) =>
    `The email link ${q(a.href)} is not a well-formed email address.`),
  'link/bad-https': define<{ href: string }>('error', 'Web link is malformed', (a) =>
    `The web link ${q(a.href)} is not a well-formed https: address.`),
  'link/malformed': define<{ href: string }>('error', 'Malformed link', (a) =>
    `The link ${q(a.href)} is not in a form the site understands.`),
  'link/unknown-brand': define<{ href: string }>('error', 'Brand that has no page', (a) =>
    `The brand ${q(a.href)} has no brand page, so the product would name a make visitors cannot read about.`),
  'link/not-a-brand': define<{ href: string }>('error', 'Brand list names a page that is not a brand', (a) =>
    `The brand list names ${q(a.href)}, which is not a brand page, so the product would name the wrong thing as its make.`),
  'brand/unused': define<{ address: string }>('warning', 'Brand that no product names', (a) =>
    `No product page names the brand ${q(a.address)} in its 'brands:' list, so its page would show no products.`),
  'link/self': define<{ href: string }>('warning', 'Page that links to itself', (a) =>
    `The link ${q(a.href)} points at the page it is on, so a visitor who follows it stays where they are.`),
  'link/to-draft': define<{ href: string; draft: string }>('error', 'Published page links to a draft', (a) =>
    `The link ${q(a.href)} points at ${q(a.draft)}, a draft ('draft: true'), which 'npm run build' leaves out, so visitors of the published site would reach a "page not found".`),
  'link/under-draft': define<{ address: string; draft: string }>('error', 'Published page in a draft category', (a) =>
    `The page ${q(a.address)} is published, but its category page ${q(a.draft)} is a draft ('draft: true'), which 'npm run build' leaves out, so the page's breadcrumb would lead to a "page not found".`),
  'link/not-a-card': define<{ href: string }>('error', 'Page cannot be shown as a card', (a) =>
    `The page ${q(a.href)} has no picture, so it cannot be shown as a card here and would be left out.`),

  'image/missing': define<{ src: string }>('error', 'Image file missing', (a) =>
    `The image ${q(a.src)} does not exist in 'catalogue/images/', so the page would show a broken picture.`),
  'image/unreadable': define<{ src: string; reason: string }>('error', 'Image file unreadable', (a) =>
    `The image ${q(a.src)} could not be read as a picture: ${a.reason}`),
  'image/unsafe-svg': define<{ src: string; reason: string }>('error', 'Drawing could run code', (a) =>
    `The drawing ${q(a.src)} is not safe to publish: ${a.reason} A picture is served from the site's own address, so it would run as the site.`),
  'image/unused': define<{ src: string }>('info', 'Image not shown on any page', (a) =>
    `The picture ${q(a.src)} in 'catalogue/images/' is not shown on any page, so it is not published.`),
  'image/empty': define<{ src: string }>('error', 'Image file empty', (a) =>
    `The image ${q(a.src)} is an empty file (0 bytes), so there is no picture to show.`),
  'image/truncated': define<{ src: string; type: string }>('error', 'Image file cut short', (a) =>
    `The image ${q(a.src)} is a ${a.type} picture that stops before its end, as after an interrupted copy or upload, so part of it would be missing or grey.`),
  'image/wrong-type': define<{ src: string; named: string; actual: string }>('error', 'Image named as another format', (a) =>
    `The image ${q(a.src)} is named as a ${a.named} picture but holds a ${a.actual} picture, so it would be processed and served as the wrong format.`),
  'image/unsupported-type': define<{ src: string; actual: string }>('error', 'Image format not accepted', (a) =>
    `The image ${q(a.src)} is a ${a.actual} picture; the site takes only JPEG, PNG or WebP photos and SVG drawings, because browsers cannot all show the others.`),
  'image/too-large': define<{ src: string; detail: string }>('error', 'Photo too large to process', (a) =>
    `The photo ${q(a.src)} is ${a.detail}; originals over 50 megapixels or 40 MB are refused, because processing them could run the build out of memory.`),
  'image/camera-name': define<{ src: string }>('warning', 'Photo keeps its camera name', (a) =>
    `The photo ${q(a.src)} still has the name the camera or phone gave it, which says nothing about the picture to staff or to search engines.`),
  'image/too-small': define<{ src: string; width: number; height: number; shownWidth: number }>('warning', 'Photo smaller than it is shown', (a) =>
    `The photo ${q(a.src)} is ${a.width} × ${a.height} pixels, but the page shows it up to ${a.shownWidth} pixels wide in a 4:3 frame, so it would be stretched and look blurred.`),

  'page/duplicate-address': define<{ address: string; other: string }>('error', 'Two files claim one address', (a) =>
    `This file and ${q(a.other)} both define the page ${q(a.address)}; only one page can live at an address.`),
  'page/orphan': define<{ address: string }>('warning', 'Page not linked from anywhere', (a) =>
    `No link on the site reaches the page ${q(a.address)}, so visitors can only find it by search.`),
  'page/duplicate-title': define<{ title: string; other: string }>('warning', 'Two pages share a title', (a) =>
    `The title ${q(a.title)} is also used by ${q(a.other)}; search results and browser tabs would not tell them apart.`),
  'page/duplicate-description': define<{ other: string }>('warning', 'Two pages share a description', (a) =>
    `This description is also used by ${q(a.other)}; search engines may treat the pages as duplicates.`),

  'alias/live-page': define<{ alias: string; page: string }>('error', 'Old address is a live page', (a) =>
    `The old address ${q(a.alias)} is the address of the page ${q(a.page)}, so it cannot also send visitors on to this page: one of the two would be unreachable.`),
  'alias/claimed-twice': define<{ alias: string; other: string }>('error', 'Two pages claim one old address', (a) =>
    `This page and ${q(a.other)} both list ${q(a.alias)} as an old address; a visitor to it can only be sent to one of them.`),
  'alias/reserved': define<{ alias: string; folder: string }>('error', 'Old address in a folder the site uses', (a) =>
    `The old address ${q(a.alias)} is inside '/${a.folder}/', where the built site keeps its own files, so a redirect there could hide one of them.`),
  'link/renamed': define<{ count: number; from: string; to: string }>('error', 'Broken links from one rename', (a) =>
    `${a.count} broken links point at ${q(a.from)} or a page under it, and each would reach a page if ${q(a.from)} read ${q(a.to)}: it looks as if it was renamed without its links.`),

  'content/placeholder': define<{ field: string }>('warning', 'Placeholder text left in', (a) =>
    `${fieldName(a.field)} still holds placeholder text from 'catalogue new page', so visitors would read it as it is.`),
  'content/placeholder-picture': define<{ src: string }>('warning', 'Placeholder picture left in', (a) =>
    `The picture ${q(a.src)} is still the 'Picture to come' placeholder from 'catalogue new page', so visitors would see it instead of the real picture.`),

  'text/edge-space': define<{ field: string; edge: 'starts' | 'ends'; character: string }>('error', 'Space at the start or end of a text', (a) =>
    `${fieldName(a.field)} ${a.edge} with ${a.character}, which is invisible in the file but would be published: a link would break and a heading would sit out of line.`),
  'text/control-character': define<{ field: string; character: string }>('error', 'Control character in a text', (a) =>
    `${fieldName(a.field)} holds ${a.character}, an invisible control character that browsers show as a box or drop, and that can garble search results.`),
  'text/too-long': define<{ field: string; actual: number; limit: number }>('error', 'Value far too long', (a) =>
    `${fieldName(a.field)} is ${a.actual} characters long, more than the ${a.limit} any catalogue value may hold, so it is not checked further.`),
  'text/joined-line': define<{ field: string; line: string }>('warning', 'Line joined onto the text above', (a) =>
    `${fieldName(a.field)} holds a line that begins ${q(a.line)}, which YAML has joined onto the text above: it looks like a list entry or field whose indentation slipped.`),
  'text/looks-like-value': define<{ field: string; start: string }>('warning', 'Text starts like a YAML value', (a) =>
    `${fieldName(a.field)} starts with ${q(a.start)}, which YAML would read as a value or marker rather than words; it may be a '>-' or a value put here by mistake.`),

  'site/opening-hours': define<{ detail: string }>('error', 'Opening hours are inconsistent', (a) =>
    `The opening hours are inconsistent: ${a.detail}`),
  'site/delivery-area': define<{ district: string }>('error', 'Delivery area leaves out the yard', (a) =>
    `The delivery area's postcode districts leave out ${q(a.district)}, the district the yard itself is in, so the site would say we do not deliver in our own town.`),
  'site/missing-facts': define<{ block: string; field: string }>('error', 'Page shows facts site.yaml does not hold', (a) =>
    `This page asks to show the ${q(a.block)} facts, but 'site.yaml' has no ${q(a.field)} section, so the page would show nothing there.`),
  'form/mail-fallback': define<{ form: string }>('info', 'Form sends by email', (a) =>
    `No endpoint is set for the ${a.form} form, so it opens the visitor's mail program instead.`),
} as const satisfies Record<string, CodeDefinition<never>>;

export type Code = keyof typeof codes;
export type ArgsOf<C extends Code> = Parameters<(typeof codes)[C]['message']>[0];

export interface DiagnosticExtras {
  hint?: string;
  suggestion?: string;
  /** Override the code's default severity (rarely needed). */
  severity?: Severity;
}

/**
 * Builds a Diagnostic from the catalogue, so messages and severities stay in one place. `at` is
 * the exact text to change, or a whole file when there is no line to point at.
 */
export function diagnostic<C extends Code>(code: C, args: ArgsOf<C>, at?: Span | WholeFile, extras: DiagnosticExtras = {}): Diagnostic {
  const definition = codes[code] as CodeDefinition<ArgsOf<C>>;
  const result: Diagnostic = { code, severity: extras.severity ?? definition.severity, message: printable(definition.message(args)) };
  if (extras.hint !== undefined) result.hint = printable(extras.hint);
  if (extras.suggestion !== undefined) result.suggestion = printable(extras.suggestion);
  if (at && 'start' in at) result.span = at;
  else if (at) result.file = at.file;
  return result;
}

function fieldName(field: string): string {
  return field === '' ? 'The file' : `The field ${q(field)}`;
}

function lowerFirst(text: string): string {
  return text.length > 1 && text[1] === text[1]?.toLowerCase() ? text[0]?.toLowerCase() + text.slice(1) : text;
}

function listing(items: readonly string[]): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

function plural(n: number, one: string, many = `${one}s`): string {
  return n === 1 ? one : many;
}
