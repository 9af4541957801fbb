import type { ReactNode } from 'react';
import * as styles from './Section.css.ts';

interface SectionHeaderProps {
  heading: string;
  intro?: string;
  eyebrow?: string;
  /** The heading's id, so the section can be labelled by it. */
  headingId: string;
}

export function SectionHeader({ heading, intro, eyebrow, headingId }: SectionHeaderProps) {
  return (
    <header className={styles.header} data-reveal="">
      {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
      <h2 id={headingId}>{heading}</h2>
      <hr className={styles.rule} aria-hidden="true" />
      {intro ? <p className={styles.intro}>{intro}</p> : null}
    </header>
  );
}

export function Container({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={className ? `${styles.container} ${className}` : styles.container}>{children}</div>;
}

export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className={styles.visuallyHidden}>{children}</span>;
}
