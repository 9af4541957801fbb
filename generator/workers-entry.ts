/**
 * What the worker threads that run the CLI's own code need (the parse pool, the search index's
 * page readers and fragment writer, the link-preview card thread), as one module.
 * bin/compiled.js compiles it beside the CLI, so that such a worker loads plain JavaScript in
 * some tens of milliseconds instead of registering tsx, about 0.25-0.3 s, before its first file
 * (workers/compiled-workers.ts).
 */
export { parseYamlFile } from './load/parse.ts';
export { analysePage, analyserCaches, Declined } from './build/search/page-analyser.ts';
export { linkIntoSync } from './images/cache.ts';
export { renderOgCard } from './images/og-card.ts';
