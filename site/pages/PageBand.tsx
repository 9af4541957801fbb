import type { ReactNode } from 'react';
import { Breadcrumb } from '../components/Breadcrumb/Breadcrumb.tsx';
import { Container } from '../components/Section/Section.tsx';
import type { Crumb, ResolvedImage } from '../page-types.ts';
import * as styles from './Page.css.ts';
import { PageFigure } from './PageFigure.tsx';

interface PageBandProps {
  breadcrumb: Crumb[];
  title: string;
  /** The page's opening text, one entry per paragraph; the first is set larger. */
  paragraphs: readonly string[];
  image: ResolvedImage;
  /** What follows the text: buttons, a line of brands. */
  children?: ReactNode;
  /** How much the title counts in site search (Pagefind's data-pagefind-weight); 10 unless given. */
  titleWeight?: number;
}

/** The band at the top of a product, brand or information page: where you are, the title, the text and the picture. */
export function PageBand({ breadcrumb, title, paragraphs, image, children, titleWeight = 10 }: PageBandProps) {
  return (
    <div className={styles.band}>
      <Container className={styles.bandGrid}>
        <div className={styles.bandText}>
          <Breadcrumb trail={breadcrumb} />
          {/* For site search: the title outweighs everything else on the page. */}
          <h1 data-pagefind-weight={titleWeight}>{title}</h1>
          <hr className={styles.accentRule} aria-hidden="true" />
          <div className={styles.prose}>
            {paragraphs.map((paragraph, index) => (
              <p key={paragraph} className={index === 0 ? styles.lead : undefined}>
                {paragraph}
              </p>
            ))}
          </div>
          {children}
        </div>
        <PageFigure image={image} />
      </Container>
    </div>
  );
}
