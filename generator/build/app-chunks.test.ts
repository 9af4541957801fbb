import { describe, expect, it } from 'vitest';
import { APP_CHUNK, createAppChunking, isStyleModule, type ModuleGraph } from './app-chunks.ts';

/** A module graph from each module's static and dynamic imports. */
function graphOf(modules: Record<string, { imports?: string[]; dynamic?: string[]; entry?: boolean }>): ModuleGraph {
  return {
    getModuleInfo(id) {
      const module = modules[id];
      if (!module) return null;
      const importers = Object.keys(modules).filter((other) => modules[other]!.imports?.includes(id));
      const dynamicImporters = Object.keys(modules).filter((other) => modules[other]!.dynamic?.includes(id));
      return { importers, dynamicImporters, importedIds: module.imports ?? [], isEntry: module.entry ?? false };
    },
  };
}

const site = graphOf({
  '/p/site/entry-client.tsx': { entry: true, imports: ['/p/contract/addresses.ts'], dynamic: ['/p/site/hydrate.tsx'] },
  '/p/contract/addresses.ts': {},
  '/p/site/hydrate.tsx': { imports: ['/p/react.js', '/p/site/pages/renderers.ts', '/p/site/Header.tsx', '/p/contract/addresses.ts'] },
  '/p/react.js': {},
  '/p/site/Header.tsx': { imports: ['/p/site/Header.css.ts'], dynamic: ['/p/site/SearchResults.ts'] },
  '/p/site/Header.css.ts': {},
  '/p/site/SearchResults.ts': { imports: ['/p/site/SearchResults.css.ts'] },
  '/p/site/SearchResults.css.ts': {},
  '/p/site/pages/renderers.ts': { dynamic: ['/p/site/pages/Home.tsx', '/p/site/pages/Detail.tsx', '/p/site/pages/Listing.tsx'] },
  '/p/site/pages/Home.tsx': { imports: ['/p/site/Card.tsx', '/p/site/pages/Home.css.ts', '/p/site/Picture.tsx', '/p/react.js'] },
  '/p/site/pages/Home.css.ts': {},
  '/p/site/pages/Detail.tsx': { imports: ['/p/site/Card.tsx', '/p/site/Breadcrumb.tsx', '/p/site/Picture.tsx', '/p/site/Band.tsx'] },
  '/p/site/pages/Listing.tsx': { imports: ['/p/site/Breadcrumb.tsx', '/p/site/Band.tsx'] },
  '/p/site/Card.tsx': { imports: ['/p/site/Card.css.ts', '/p/site/Picture.tsx'] },
  '/p/site/Card.css.ts': {},
  '/p/site/Picture.tsx': { imports: ['/p/site/Header.css.ts'] },
  '/p/site/Breadcrumb.tsx': { imports: ['/p/site/Band.tsx'] },
  '/p/site/Band.tsx': { imports: ['/p/site/Breadcrumb.tsx', '/p/site/Band.css.ts'] },
  '/p/site/Band.css.ts': {},
});

describe('createAppChunking', () => {
  const chunkOf = (id: string) => createAppChunking(/hydrate\.tsx$/, /renderers\.ts$/)(`/p/${id}`, site);

  it('leaves what the entry itself needs in the entry, even where the app shares it', () => {
    expect(chunkOf('site/entry-client.tsx')).toBeNull();
    expect(chunkOf('contract/addresses.ts')).toBeNull();
  });

  it("puts everything the app reaches, styles included, in the app's file", () => {
    for (const id of ['site/hydrate.tsx', 'react.js', 'site/Header.tsx', 'site/Header.css.ts', 'site/pages/renderers.ts']) expect(chunkOf(id), id).toBe(APP_CHUNK);
  });

  it("adds code two kinds share when it brings no styles the app lacks, and leaves the rest to the kinds' files", () => {
    // Picture's only styles are the app's own.
    expect(chunkOf('site/Picture.tsx')).toBe(APP_CHUNK);
    // Card brings its stylesheet; Breadcrumb and Band bring Band's, through each other (a cycle).
    for (const id of ['site/Card.tsx', 'site/Card.css.ts', 'site/Breadcrumb.tsx', 'site/Band.tsx', 'site/Band.css.ts']) expect(chunkOf(id), id).toBeNull();
  });

  it("keeps a kind's own modules and what loads on first use out of the app", () => {
    for (const id of ['site/pages/Home.tsx', 'site/pages/Home.css.ts', 'site/pages/Detail.tsx', 'site/SearchResults.ts', 'site/SearchResults.css.ts']) {
      expect(chunkOf(id), id).toBeNull();
    }
  });
});

it('knows a stylesheet module by its name', () => {
  for (const id of ['/p/site/Card.css.ts', '/p/site/Card.css.ts.vanilla.css?source=abc', '/p/site/reset.css', '/p/x.css?inline']) expect(isStyleModule(id), id).toBe(true);
  for (const id of ['/p/site/Card.tsx', '/p/site/css.ts', '/p/site/cssText.ts']) expect(isStyleModule(id), id).toBe(false);
});
