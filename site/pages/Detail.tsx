import { button, row } from '../components/Button/Button.css.ts';
import { CardGrid } from '../components/Card/Card.tsx';
import { Container, SectionHeader } from '../components/Section/Section.tsx';
import { section, sunken } from '../components/Section/Section.css.ts';
import { SiteLink } from '../components/SiteLink/SiteLink.tsx';
import type { DetailPage } from '../page-types.ts';
import * as page_ from './Page.css.ts';
import * as styles from './Detail.css.ts';
import { BrandLine } from './BrandLine.tsx';
import { DELIVERY_HREF, QUOTE_HREF } from './fixed-links.ts';
import { PageBand } from './PageBand.tsx';
import { PageFacts } from './PageFacts.tsx';


export function Detail({ page }: { page: DetailPage }) {
  const { record } = page;
  return (
    <>
      <PageBand breadcrumb={page.breadcrumb} title={record.title} paragraphs={record.body} image={record.image}>
        <BrandLine brands={page.brands} />
        <div className={row}>
          <SiteLink href={QUOTE_HREF} className={button.primary}>
            Request a Quote
          </SiteLink>
          <SiteLink href={DELIVERY_HREF} className={button.secondary}>
            Delivery Information
          </SiteLink>
        </div>
      </PageBand>

      <Container className={styles.lists}>
        <section id="features" className={page_.panel} aria-labelledby="features-heading">
          <h2 id="features-heading" className={page_.panelHeading}>
            Key Features
          </h2>
          <ul className={page_.ticks} data-pagefind-weight="3">
            {record.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        </section>
        <section id="applications" className={page_.panel} aria-labelledby="applications-heading">
          <h2 id="applications-heading" className={page_.panelHeading}>
            Applications
          </h2>
          <ul className={page_.bullets}>
            {record.applications.map((application) => (
              <li key={application}>{application}</li>
            ))}
          </ul>
        </section>
        <PageFacts facts={record.facts} />
      </Container>

      {/* Cards for other pages: search finds those pages by their own words, not this one by theirs. */}
      {page.related.length > 0 ? (
        <section id="related" className={`${section} ${sunken}`} aria-labelledby="related-heading" data-pagefind-ignore="">
          <Container>
            <SectionHeader headingId="related-heading" heading="Related Products" />
            <CardGrid cards={page.related} linkLabel="View Products" />
          </Container>
        </section>
      ) : (
        <section id="related" aria-label="Related Products" />
      )}
    </>
  );
}
