import { describe, expect, it } from 'vitest';
import { PAGE_PATH } from './App.tsx';
import { matchRoutes } from './router.tsx';

/** The patterns App's routes had as react-router routes: under a layout, the home page, one folder deep, two deep, and anything else. */
const ROUTES: Parameters<typeof matchRoutes>[0] = [
  { id: 'shell', children: [{ index: true, id: 'page' }, { path: 'contact', id: 'page' }, { path: ':category', id: 'page' }, { path: ':category/:slug', id: 'page' }, { path: '*', id: 'not-found' }] },
];

describe('which paths show a page', () => {
  it("are those react-router's patterns match, for paths of every shape", () => {
    const segments = ['', 'timber', 'Timber', 'plywood', 'contact', '404', 'a%2Fb', 'a b', 'ä', 'x.y', '..', '*', ':slug'];
    const paths = new Set<string>(['/', '//', '///']);
    for (const first of segments) {
      for (const second of ['', ...segments]) {
        for (const third of ['', 'c']) {
          for (const end of ['', '/', '//']) paths.add(`/${[first, second, third].filter((part, at) => part !== '' || at === 0).join('/')}${end}`);
        }
        paths.add(`//${first}/${second}`);
      }
    }
    const mismatched = [...paths].filter((path) => {
      const route = matchRoutes(ROUTES, path)?.at(-1)?.route.id;
      return (route === 'page') !== PAGE_PATH.test(path);
    });
    expect(paths.size).toBeGreaterThan(300);
    expect(mismatched).toEqual([]);
  });
});
