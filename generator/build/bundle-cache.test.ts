import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { layoutModule } from '../emit/manifest.ts';
import { BundleCache, renderKeyOf, siteFactsIn, sourceKeyOf } from './bundle-cache.ts';

let project: string;

beforeEach(() => {
  project = mkdtempSync(path.join(tmpdir(), 'bundle-cache-'));
  for (const [file, text] of Object.entries({
    'site/app.tsx': 'export const app = 1;\n',
    'site/generated/layout.ts': 'export const layoutData = {};\n',
    'contract/render.ts': 'export type X = 1;\n',
    'package-lock.json': '{"lockfileVersion":3}\n',
    'vite.config.ts': 'export default {};\n',
  })) {
    mkdirSync(path.dirname(path.join(project, file)), { recursive: true });
    writeFileSync(path.join(project, file), text);
  }
});

afterEach(() => rmSync(project, { recursive: true, force: true }));

describe('the bundles\' key', () => {
  const key = () => sourceKeyOf(project, path.join(project, 'site/generated'));

  it('changes with the site\'s code, the contract and the lockfile, not with the generated folder', () => {
    const first = key();
    writeFileSync(path.join(project, 'site/generated/layout.ts'), 'export const layoutData = { changed: true };\n');
    writeFileSync(path.join(project, 'site/generated/manifest.json'), '{}');
    expect(key()).toBe(first);
    writeFileSync(path.join(project, 'site/app.tsx'), 'export const app = 2;\n');
    const edited = key();
    expect(edited).not.toBe(first);
    writeFileSync(path.join(project, 'package-lock.json'), '{"lockfileVersion":3,"packages":{}}\n');
    expect(key()).not.toBe(edited);
    writeFileSync(path.join(project, 'contract/new.ts'), 'export {};\n');
    expect(key()).not.toBe(edited);
  });

  it('leaves out the generated layout, which pages are rendered with but the bundles do not hold; what pages are rendered from takes it in', () => {
    expect(renderKeyOf('abc', 'layout one')).not.toBe(renderKeyOf('abc', 'layout two'));
    expect(renderKeyOf('abc', 'layout one')).toBe(renderKeyOf('abc', 'layout one'));
    expect(renderKeyOf('abc', 'layout one')).not.toBe(renderKeyOf('abd', 'layout one'));
  });
});

describe('the bundle cache', () => {
  it('finds only whole pairs, filed under their key', () => {
    const cache = new BundleCache(path.join(project, 'cache'));
    const staging = cache.staging();
    mkdirSync(path.join(staging, 'client/.vite'), { recursive: true });
    writeFileSync(path.join(staging, 'client/.vite/manifest.json'), '{}');
    expect(cache.find('k-1')).toBeUndefined();
    mkdirSync(path.join(staging, 'ssr'), { recursive: true });
    writeFileSync(path.join(staging, 'ssr/entry-prerender.js'), '');
    const kept = cache.keep(staging, 'k-1');
    expect(cache.find('k-1')).toEqual(kept);
    expect(cache.find('k-2')).toBeUndefined();
  });
});

describe('a kept pair', () => {
  /** A pair filed under 'k-1' in a cache of its own, with a few files; its folder. */
  function filed(): string {
    const cache = new BundleCache(path.join(project, 'cache'));
    const staging = cache.staging();
    for (const [file, text] of Object.entries({ 'client/.vite/manifest.json': '{"a":1}', 'client/assets/entry-client-1a2b.js': 'console.log("entry");\n', 'ssr/entry-prerender.js': 'export const x = 1;\n' })) {
      mkdirSync(path.dirname(path.join(staging, file)), { recursive: true });
      writeFileSync(path.join(staging, file), text);
    }
    cache.keep(staging, 'k-1');
    return path.join(project, 'cache', 'k-1');
  }

  it('is not used once a file of it is cut short, changed, deleted or added, and is removed so the pair built again takes its place', () => {
    const spoil: Record<string, (dir: string) => void> = {
      'cut short': (dir) => writeFileSync(path.join(dir, 'client/assets/entry-client-1a2b.js'), 'console.lo'),
      'changed, same size': (dir) => writeFileSync(path.join(dir, 'client/assets/entry-client-1a2b.js'), 'console.log("other");\n'),
      deleted: (dir) => rmSync(path.join(dir, 'ssr/entry-prerender.js')),
      added: (dir) => writeFileSync(path.join(dir, 'client/assets/stray.js'), ''),
      'its list gone': (dir) => rmSync(path.join(dir, 'files.json')),
      'its list without the SSR entry': (dir) => writeFileSync(path.join(dir, 'files.json'), '{}'),
    };
    for (const [how, doIt] of Object.entries(spoil)) {
      const dir = filed();
      expect(new BundleCache(path.join(project, 'cache')).find('k-1'), how).toBeDefined();
      doIt(dir);
      expect(new BundleCache(path.join(project, 'cache')).find('k-1'), how).toBeUndefined();
      expect(existsSync(dir), how).toBe(false);
    }
  });
});

describe('siteFactsIn', () => {
  const site = { name: 'Kestle & Daw', url: 'https://www.kestleanddaw.example', forms: { quoteEndpoint: 'https://forms.example/quote; for trade' }, telHref: 'tel:+441392000000' };
  const layout = { navigation: [{ title: 'Timber; sheet', href: '/timber' }], footer: { quickLinks: [] } };

  it('reads the site facts from the layout module as generate writes it, as data', () => {
    expect(siteFactsIn(layoutModule({ site, layout }, '../../contract/page-data.ts'))).toEqual({ url: site.url, forms: site.forms });
  });

  it('refuses a layout module not as generate writes it, saying to generate it again', () => {
    const module = layoutModule({ site, layout }, '../../contract/page-data.ts');
    for (const edited of [module.replace('export const layoutData: LayoutData = ', 'export const layoutData = '), `${module}await new Promise(() => {});\n`, module.replace('"url"', 'url')]) {
      expect(() => siteFactsIn(edited)).toThrow(/not as generate writes it: generate it again/);
    }
  });
});
