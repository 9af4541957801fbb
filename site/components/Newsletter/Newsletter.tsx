import { useId } from 'react';
import { useLayout } from '../../layout-context.tsx';
import * as styles from './Newsletter.css.ts';

/** The footer's sign-up box in its simplest form: the sending comes with the form work in issue 4. */
export function Newsletter() {
  const { layout, site } = useLayout();
  const { newsletter } = layout.footer;
  const id = useId();
  return (
    <form className={styles.form} method="post" action={site.forms?.newsletterEndpoint} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.heading}>
        {newsletter.heading}
      </h2>
      <p className={styles.text}>{newsletter.text}</p>
      <label htmlFor={`${id}-email`} className={styles.label}>
        Email address
      </label>
      <div className={styles.row}>
        <input
          id={`${id}-email`}
          className={styles.input}
          type="email"
          name="email"
          autoComplete="email"
          required
          placeholder={newsletter.placeholder}
        />
        <button type="submit" className={styles.submit}>
          {newsletter.button}
        </button>
      </div>
    </form>
  );
}
