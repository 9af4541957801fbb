/** The site search's index as a build reported it, in its 'Built …' line (generator/build/build.ts builtLine). */
export interface SearchIndexFigures {
  pages: number;
  seconds: number;
  kb: number;
}

/** Reads the search index's pages, build time and size from a build's output. */
export function searchIndexOf(buildOutput: string): SearchIndexFigures {
  const found = /search index of (\d+) pages ([\d.]+) s and (\d+) KB/.exec(buildOutput);
  if (!found) throw new Error(`The build did not report its search index:\n${buildOutput.slice(-2000)}`);
  return { pages: Number(found[1]), seconds: Number(found[2]), kb: Number(found[3]) };
}

/** What the search step did, from a build's line: 'search 1.10 s, 5 pages read (0 by Pagefind)' or 'search 0.70 s, index reused'. */
export function searchWorkOf(buildOutput: string): string {
  const found = /search index of [\d,]+ pages ([\d.]+) s and \d+ KB \((?:([\d,]+) read, ([\d,]+) by Pagefind|(pages unchanged, reused))\)/.exec(buildOutput);
  if (!found) return '';
  return `search ${found[1]} s, ${found[4] ? 'index reused' : `${found[2]} pages read (${found[3]} by Pagefind)`}`;
}
