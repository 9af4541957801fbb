import * as styles from './Stars.css.ts';

export function Stars({ rating }: { rating: number }) {
  const whole = Math.max(0, Math.min(5, Math.round(rating)));
  return (
    <p className={styles.stars} role="img" aria-label={`Rated ${whole} out of 5`}>
      <span aria-hidden="true">{'★'.repeat(whole)}</span>
      <span aria-hidden="true" className={styles.empty}>
        {'★'.repeat(5 - whole)}
      </span>
    </p>
  );
}
