/**
 * The page cache's index: which rendered page each page key was rendered to. A rendered page is
 * kept in the picture cache under the SHA-256 of its bytes (images/cache.ts, `keepPageSync`) and
 * hard-linked into the sites that show it. What it was rendered from (the SSR bundle, the client's
 * files, its address and data) is a page key; this index notes, for each key, the hash of the page
 * rendered from it, so a page rendered before is linked instead of rendered again
 * (prerender-shard.ts). Its bytes are checked against that hash before it is used: a page changed
 * in place through a link (edited by hand in a site) is rendered again.
 *
 * One file of lines, `<key> <hash>`, in the picture cache: a build appends the pages it rendered
 * in one write (so builds running at once do not tear each other's lines, and a line that is torn
 * anyway is skipped), and writes it anew with only its own pages once it has grown to several
 * sites' worth. Anything wrong with it only costs time: a page it does not know is rendered.
 */
import { appendFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { writeAtomically } from '../cache/index.ts';
import { entryFileOf } from '../images/cache.ts';
import { noteDroppedPages, PAGE_INDEX } from '../images/prune.ts';

const LINE = /^([0-9a-f]{64}) ([0-9a-f]{64})$/;
/** Lines beyond those of this many sites the size of the one built, and this many more, and the index is written anew. */
const SITES_KEPT = 4;
const SPARE_LINES = 20_000;

/** Up to this many pages are looked up in the index's text; more, and it is read whole into a map once. */
const FEW_PAGES = 64;

export class RenderedPages {
  private readonly file: string;
  /** The index as read, and each key's hash once it is read whole (a rebuild after an edit looks up a handful of pages in tens of thousands of lines). */
  private text: string;
  private known?: Map<string, string>;
  private lines?: number;
  /** False when the file ends in a torn line: the next line appended starts on a line of its own. */
  private endsWhole: boolean;

  /** `dir`: the picture cache. */
  constructor(private readonly dir: string) {
    // Its name in the picture cache is not an entry's, so the daily look-over leaves it alone (images/prune.ts).
    this.file = path.join(dir, PAGE_INDEX);
    try {
      // Hex digits, spaces and line ends: read as bytes, without decoding UTF-8.
      this.text = readFileSync(this.file, 'latin1');
    } catch {
      // None yet: every page is rendered.
      this.text = '';
    }
    this.endsWhole = this.text === '' || this.text.endsWith('\n');
  }

  /** The picture cache's entry of the page rendered from each key, as noted; undefined for a key none was noted for. */
  entriesOf(keys: readonly string[]): (string | undefined)[] {
    if (keys.length > FEW_PAGES) this.readWhole();
    return keys.map((key) => {
      const hash = this.hashOf(key);
      return hash === undefined ? undefined : entryFileOf(this.dir, hash);
    });
  }

  /**
   * Notes the pages rendered now (`rendered`: each page's key and the hash of its bytes);
   * `site`: how many pages the site built has, and their keys, kept when the index is written
   * anew (asked for only then).
   */
  note(rendered: ReadonlyMap<string, string>, site: { size: number; keys: () => readonly string[] }): void {
    if (rendered.size > FEW_PAGES) this.readWhole();
    const fresh = [...rendered].filter(([key, hash]) => this.hashOf(key) !== hash);
    if (fresh.length === 0) return;
    const linesOf = (entries: Iterable<readonly [string, string]>) => [...entries].map(([key, hash]) => `${key} ${hash}\n`).join('');
    try {
      // Counted in the text: after an edit, a handful of lines are added to tens of thousands.
      const lines = this.lines ?? lineCountOf(this.text);
      if (lines + fresh.length <= SITES_KEPT * site.size + SPARE_LINES) {
        const added = (this.endsWhole ? '' : '\n') + linesOf(fresh);
        appendFileSync(this.file, added);
        this.endsWhole = true;
        if (this.known) for (const [key, hash] of fresh) this.known.set(key, hash);
        else this.text += added;
        this.lines = lines + fresh.length;
        return;
      }
      const known = this.readWhole();
      for (const [key, hash] of fresh) known.set(key, hash);
      const kept = site.keys().flatMap((key) => {
        const hash = known.get(key);
        return hash === undefined ? [] : [[key, hash] as const];
      });
      // Every page the index named, lines written over since included: those it lets go can never be taken again.
      const named = hashesIn(readFileSync(this.file, 'latin1'));
      if (!writeAtomically(this.file, linesOf(kept))) return;
      this.lines = kept.length;
      const keptHashes = new Set(kept.map(([, hash]) => hash));
      noteDroppedPages(this.dir, [...named].filter((hash) => !keptHashes.has(hash)));
    } catch {
      // Rendered again next time.
    }
  }

  /** The hash noted last for `key`: from the map, or found in the text (the last whole line for it). */
  private hashOf(key: string): string | undefined {
    if (this.known) return this.known.get(key);
    let hash: string | undefined;
    for (let at = this.text.indexOf(`${key} `); at >= 0; at = this.text.indexOf(`${key} `, at + 1)) {
      if (at > 0 && this.text[at - 1] !== '\n') continue;
      const end = this.text.indexOf('\n', at);
      const match = LINE.exec(this.text.slice(at, end < 0 ? undefined : end));
      if (match) hash = match[2]!;
    }
    return hash;
  }

  private readWhole(): Map<string, string> {
    if (this.known) return this.known;
    this.known = new Map();
    this.lines = 0;
    for (const line of this.text.split('\n')) {
      const match = LINE.exec(line);
      if (!match) continue;
      this.known.set(match[1]!, match[2]!);
      this.lines += 1;
    }
    this.text = '';
    return this.known;
  }
}

/** Lines in the index's text, whole or torn (a torn one is rare, and only makes the rewrite come a line sooner). */
function lineCountOf(text: string): number {
  let count = 0;
  for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) count += 1;
  return count;
}

/** The hash of each whole line. */
function hashesIn(text: string): Set<string> {
  const hashes = new Set<string>();
  for (const line of text.split('\n')) {
    const match = LINE.exec(line);
    if (match) hashes.add(match[2]!);
  }
  return hashes;
}
