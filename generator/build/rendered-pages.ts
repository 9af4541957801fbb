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

/** Its name in the picture cache (not an entry's, so the daily look-over leaves it alone: images/prune.ts). */
export const INDEX_FILE = 'rendered-pages';
const LINE = /^([0-9a-f]{64}) ([0-9a-f]{64})$/;
/** Lines beyond those of this many sites the size of the one built, and this many more, and the index is written anew. */
const SITES_KEPT = 4;
const SPARE_LINES = 20_000;

export class RenderedPages {
  private readonly file: string;
  private readonly known = new Map<string, string>();
  private lines = 0;

  /** `dir`: the picture cache. */
  constructor(private readonly dir: string) {
    this.file = path.join(dir, INDEX_FILE);
    let text = '';
    try {
      text = readFileSync(this.file, 'utf8');
    } catch {
      // None yet: every page is rendered.
    }
    for (const line of text.split('\n')) {
      const match = LINE.exec(line);
      if (!match) continue;
      this.known.set(match[1]!, match[2]!);
      this.lines += 1;
    }
  }

  /** The picture cache's entry of the page rendered from `key`, as noted; undefined when none was. */
  entryOf(key: string): string | undefined {
    const hash = this.known.get(key);
    return hash === undefined ? undefined : entryFileOf(this.dir, hash);
  }

  /**
   * Notes the pages rendered now (`rendered`: each page's key and the hash of its bytes);
   * `site`: the keys of every page of the site built, kept when the index is written anew (asked
   * for only when something is noted).
   */
  note(rendered: ReadonlyMap<string, string>, site: () => readonly string[]): void {
    const fresh = [...rendered].filter(([key, hash]) => this.known.get(key) !== hash);
    if (fresh.length === 0) return;
    for (const [key, hash] of fresh) this.known.set(key, hash);
    const linesOf = (entries: Iterable<readonly [string, string]>) => [...entries].map(([key, hash]) => `${key} ${hash}\n`).join('');
    try {
      const keys = site();
      if (this.lines + fresh.length <= SITES_KEPT * keys.length + SPARE_LINES) {
        appendFileSync(this.file, linesOf(fresh));
        this.lines += fresh.length;
        return;
      }
      const kept = keys.flatMap((key) => {
        const hash = this.known.get(key);
        return hash === undefined ? [] : [[key, hash] as const];
      });
      if (writeAtomically(this.file, linesOf(kept))) this.lines = kept.length;
    } catch {
      // Rendered again next time.
    }
  }
}
