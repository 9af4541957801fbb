import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FolderListings } from './folder-listings.ts';

const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function folderWith(names: string[]): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'catalogue-listings-'));
  made.push(dir);
  mkdirSync(path.join(dir, 'previews'));
  for (const name of names) writeFileSync(path.join(dir, 'previews', name), name);
  return dir;
}

describe('FolderListings', () => {
  it('answers for files there and not there, in a folder asked about once and in one asked about often', () => {
    const dir = folderWith(['a.jpg', 'b.jpg', 'c.jpg']);
    const listings = new FolderListings();
    const asked = ['a.jpg', 'b.jpg', 'nope.jpg', 'c.jpg', 'a.jpg.part', 'B.jpg'].map((name) => listings.has(path.join(dir, 'previews', name)));
    expect(asked).toEqual([true, true, false, true, false, false]);
    expect(new FolderListings().has(path.join(dir, 'previews', 'c.jpg'))).toBe(true);
    expect(new FolderListings().has(path.join(dir, 'elsewhere', 'c.jpg'))).toBe(false);
  });

  it('keys folders by their whole path: a file of the same name in a sibling folder is not taken for it', () => {
    const dir = folderWith(['a.jpg']);
    mkdirSync(path.join(dir, 'previews-old'));
    writeFileSync(path.join(dir, 'previews-old', 'z.jpg'), 'z');
    const listings = new FolderListings();
    for (let i = 0; i < 2; i++) {
      expect(listings.has(path.join(dir, 'previews', 'a.jpg'))).toBe(true);
      expect(listings.has(path.join(dir, 'previews', 'z.jpg'))).toBe(false);
      expect(listings.has(path.join(dir, 'previews-old', 'z.jpg'))).toBe(true);
      expect(listings.has(path.join(dir, 'previews-old', 'a.jpg'))).toBe(false);
    }
  });

  it('lists a folder once it is asked about a second time: files added later are not seen', () => {
    const dir = folderWith(['a.jpg']);
    const listings = new FolderListings();
    const file = (name: string) => path.join(dir, 'previews', name);
    expect(listings.has(file('a.jpg'))).toBe(true);
    expect(listings.has(file('a.jpg'))).toBe(true);
    writeFileSync(file('late.jpg'), 'late');
    expect(listings.has(file('late.jpg'))).toBe(false);
  });
});
