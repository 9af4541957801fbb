import * as styles from './DraftBanner.css.ts';

/**
 * Shown above a draft page ('draft: true') in npm run dev, the only place a draft is rendered.
 * Callers render it behind a `process.env.NODE_ENV !== 'production'` test, which the production
 * bundle folds to false, so published pages carry none of its code.
 */
export function DraftBanner() {
  return (
    <p role="note" className={styles.banner} data-draft-banner="">
      Draft: visitors cannot see this page. It goes live once you delete &lsquo;draft: true&rsquo; from its file and publish.
    </p>
  );
}
