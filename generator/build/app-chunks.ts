/**
 * How the client's code is split into files (vite.config.ts). The entry is the one script a page
 * names; after the first view it loads the app (React, the router, the header and footer and all
 * they use), and the app loads the module of the page's kind. Code used on demand (the quote
 * form, the search results) stays in files of its own, and so do the styles of each kind of page
 * and of what only some kinds share, so a page downloads the styles it shows and no more (the
 * prerender composes a page's styles into one file: generator/build/client-assets.ts).
 *
 * Left to itself, the bundler splits code wherever two on-demand modules share some (React for
 * one file, the theme's variables for another, each component for a third): a row of small
 * files, each costing its own request and compression. Here the app keeps everything it reaches,
 * and also takes the code that two or more kinds of page share when that code brings no styles
 * of its own, which would then be linked by every page.
 */

/** The slice of the bundler's module graph the split reads. */
export interface ModuleGraph {
  getModuleInfo(
    id: string,
  ): { importers: readonly string[]; dynamicImporters: readonly string[]; importedIds: readonly string[]; isEntry: boolean } | null;
}

/** Styles: a vanilla-extract stylesheet (`.css.ts`, and the CSS module it compiles to) or a CSS file. */
export const isStyleModule = (id: string) => /\.css(\.ts)?($|\?)|\.vanilla\.css/.test(id);

/** The name of the app's file. */
export const APP_CHUNK = 'hydrate';

/**
 * `appModule` matches the module the entry loads after the first view, and `kindLoader` the module
 * that loads each kind of page's. The result names the group a module joins: the app's, or none
 * (the bundler's own split).
 */
export function createAppChunking(appModule: RegExp, kindLoader: RegExp): (id: string, graph: ModuleGraph) => string | null {
  const known = new Map<string, Set<string>>();
  const styled = new Map<string, boolean>();

  /** Where a module's code is reached from: the entry, or modules loaded with import(). */
  function rootsOf(id: string, graph: ModuleGraph, visiting: Set<string>): Set<string> {
    const remembered = known.get(id);
    if (remembered) return remembered;
    const found = new Set<string>();
    const info = graph.getModuleInfo(id);
    if (!info) return found;
    if (info.isEntry || info.dynamicImporters.length > 0) found.add(id);
    visiting.add(id);
    for (const importer of info.importers) {
      if (visiting.has(importer)) continue;
      for (const root of rootsOf(importer, graph, visiting)) found.add(root);
    }
    visiting.delete(id);
    // Inside a cycle a module is answered without the cycle's other half: only a walk that
    // started at this module is complete enough to remember.
    if (visiting.size === 0) known.set(id, found);
    return found;
  }

  const inApp = (id: string, graph: ModuleGraph) => [...rootsOf(id, graph, new Set())].some((root) => appModule.test(root));

  /** Whether the module, or anything it imports outside the app, brings styles the app does not have. */
  function bringsStyles(id: string, graph: ModuleGraph, visiting = new Set<string>()): boolean {
    const remembered = styled.get(id);
    if (remembered !== undefined) return remembered;
    if (inApp(id, graph) || visiting.has(id)) return false;
    visiting.add(id);
    const brings = isStyleModule(id) || (graph.getModuleInfo(id)?.importedIds ?? []).some((dep) => bringsStyles(dep, graph, visiting));
    visiting.delete(id);
    if (visiting.size === 0) styled.set(id, brings);
    return brings;
  }

  const isKind = (root: string, graph: ModuleGraph) =>
    graph.getModuleInfo(root)?.dynamicImporters.some((importer) => kindLoader.test(importer)) ?? false;

  return (id, graph) => {
    const roots = [...rootsOf(id, graph, new Set())];
    // What the entry itself needs stays in the entry: the HTML names it alone.
    if (roots.some((root) => graph.getModuleInfo(root)?.isEntry)) return null;
    if (roots.some((root) => appModule.test(root))) return APP_CHUNK;
    const kinds = roots.filter((root) => isKind(root, graph)).length;
    return kinds >= 2 && !bringsStyles(id, graph) ? APP_CHUNK : null;
  };
}
