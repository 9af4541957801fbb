/**
 * Whether files are there, answered from one listing of each folder looked in more than once: ten
 * thousand link previews or search fragments in one folder cost one readdir, not ten thousand
 * existsSync calls, while a folder looked in once (each page's own) costs one existsSync. For
 * folders that do not change while they are asked about.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

export class FolderListings {
  /** Each folder's names once listed; null when it has been looked in once. */
  private readonly listings = new Map<string, Set<string> | null>();

  has(file: string): boolean {
    // Split by hand: path.dirname and path.basename took most of the time of ten thousand calls.
    const cut = Math.max(file.lastIndexOf('/'), file.lastIndexOf(path.sep));
    if (cut <= 0 || cut === file.length - 1) return existsSync(file);
    const folder = file.slice(0, cut);
    const name = file.slice(cut + 1);
    const listing = this.listings.get(folder);
    if (listing === undefined) {
      this.listings.set(folder, null);
      return existsSync(file);
    }
    if (listing) return listing.has(name);
    let names: Set<string>;
    try {
      names = new Set(readdirSync(folder));
    } catch {
      names = new Set();
    }
    this.listings.set(folder, names);
    return names.has(name);
  }
}
