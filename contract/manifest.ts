import type { PageKind } from './kinds/index.ts';

/** One page in site/generated/manifest.json. */
export interface ManifestPage {
  address: string;
  kind: PageKind;
  title: string;
  /** Its records' URL (see dataUrlOf). */
  data: string;
  /** Its old addresses (the page's `aliases:`), each answered with a 301 to it; absent when it has none. */
  aliases?: string[];
}

/** site/generated/manifest.json: every page the catalogue defines, in address order. */
export interface Manifest {
  pages: ManifestPage[];
}
