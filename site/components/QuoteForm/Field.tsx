import type { ReactNode } from 'react';
import * as field from '../../forms/field.css.ts';
import * as styles from './QuoteForm.css.ts';

interface FieldProps {
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  error?: string;
  children: ReactNode;
}

/** A label, the control, an optional hint and the error message, with the ids the control points at. */
export function Field({ id, label, required, hint, error, children }: FieldProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required ? <span className={styles.required}> (required)</span> : null}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {children}
      <p id={`${id}-error`} className={field.error}>
        {error}
      </p>
    </div>
  );
}

/** aria-describedby for a control: its hint, then whichever messages currently apply. */
export function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const list = ids.filter(Boolean).join(' ');
  return list || undefined;
}
