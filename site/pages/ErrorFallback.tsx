import * as styles from './StatusPage.css.ts';

/**
 * Shown when rendering fails. It may be rendered outside the layout, so it uses plain links that
 * reload the page rather than the client router.
 */
export function ErrorFallback() {
  return (
    <div className={styles.wrap} role="alert">
      <h1 className={styles.title}>Unexpected Application Error!</h1>
      <p className={styles.text}>Something went wrong while showing this page. Reloading usually fixes it.</p>
      <p className={styles.text}>
        <a href="/">Return to Home</a>
      </p>
    </div>
  );
}
