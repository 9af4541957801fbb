import type { ResolvedCard } from '../../page-types.ts';
import { Picture } from '../Picture/Picture.tsx';
import { VisuallyHidden } from '../Section/Section.tsx';
import { SiteLink } from '../SiteLink/SiteLink.tsx';
import * as styles from './Card.css.ts';

interface CardGridProps {
  cards: ResolvedCard[];
  linkLabel: string;
  /** The heading level of each card's title, one below the section's heading. */
  headingLevel?: 'h2' | 'h3';
}

export function CardGrid({ cards, linkLabel, headingLevel = 'h3' }: CardGridProps) {
  return (
    <ul className={styles.grid}>
      {cards.map((card, index) => (
        <li key={`${card.href}|${card.title}`} data-reveal="" data-reveal-index={index}>
          <Card card={card} linkLabel={linkLabel} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}

function Card({ card, linkLabel, headingLevel: Heading }: { card: ResolvedCard; linkLabel: string; headingLevel: 'h2' | 'h3' }) {
  return (
    <article className={styles.card}>
      <div className={styles.media_}>
        <Picture image={card.image} slot="card" className={styles.image} />
      </div>
      <div className={styles.body}>
        <Heading className={styles.title}>{card.title}</Heading>
        <p className={styles.description}>{card.description}</p>
        <SiteLink href={card.href} className={styles.link}>
          {card.linkLabel ?? linkLabel}
          <VisuallyHidden>: {card.title}</VisuallyHidden>
          <span aria-hidden="true">→</span>
        </SiteLink>
      </div>
    </article>
  );
}
