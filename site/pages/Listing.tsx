import { button } from '../components/Button/Button.css.ts';
import { Breadcrumb } from '../components/Breadcrumb/Breadcrumb.tsx';
import { CardGrid } from '../components/Card/Card.tsx';
import { Container } from '../components/Section/Section.tsx';
import { section } from '../components/Section/Section.css.ts';
import { SiteLink } from '../components/SiteLink/SiteLink.tsx';
import { useLayout } from '../layout-context.tsx';
import type { ListingPage } from '../page-types.ts';
import * as styles from './Page.css.ts';
import { PageFigure } from './PageFigure.tsx';

export function Listing({ page }: { page: ListingPage }) {
  const { record } = page;
  const { layout } = useLayout();
  return (
    <>
      <div className={styles.band}>
        <Container className={styles.bandGrid}>
          <div className={styles.bandText}>
            <Breadcrumb trail={page.breadcrumb} />
            <h1>{record.title}</h1>
            <hr className={styles.accentRule} aria-hidden="true" />
            {record.intro.map((paragraph) => (
              <p key={paragraph} className={styles.lead}>
                {paragraph}
              </p>
            ))}
            <SiteLink href={layout.quoteAction.href} className={button.primary}>
              {layout.quoteAction.label}
            </SiteLink>
          </div>
          <PageFigure image={record.image} />
        </Container>
      </div>
      {/* Cards for other pages: search finds those pages by their own words, not this one by theirs. */}
      <section id="products" className={section} aria-label={`${record.title} products`} data-pagefind-ignore="">
        <Container>
          <CardGrid cards={page.cards} linkLabel="View Products" headingLevel="h2" />
        </Container>
      </section>
    </>
  );
}
