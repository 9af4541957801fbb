import { button, row } from '../components/Button/Button.css.ts';
import { CardGrid } from '../components/Card/Card.tsx';
import { wide } from '../components/DeliveryTerms/Terms.css.ts';
import { Container, SectionHeader } from '../components/Section/Section.tsx';
import { section, sunken } from '../components/Section/Section.css.ts';
import { SiteLink } from '../components/SiteLink/SiteLink.tsx';
import { useLayout } from '../layout-context.tsx';
import type { ServicePage } from '../page-types.ts';
import type { Json } from '../seo/jsonld.ts';
import { absoluteUrl } from '../seo/meta.ts';
import { QUOTE_HREF } from './fixed-links.ts';
import * as page_ from './Page.css.ts';
import { BrandLine } from './BrandLine.tsx';
import { PageBand } from './PageBand.tsx';
import { PageFacts } from './PageFacts.tsx';
import * as styles from './Service.css.ts';

/**
 * A service page: what we do, then what is included, how it works and what to bring or send.
 * Its buttons ask for a quote or ring the counter, never point back at the page itself.
 */
export function Service({ page }: { page: ServicePage }) {
  const { record } = page;
  const { site } = useLayout();
  return (
    <>
      <PageBand breadcrumb={page.breadcrumb} title={record.title} paragraphs={record.body} image={record.image}>
        <BrandLine brands={page.brands} />
        <div className={row}>
          <SiteLink href={QUOTE_HREF} className={button.primary}>
            Ask about this service
          </SiteLink>
          <a href={site.telHref} className={button.secondary}>
            Call <span className={styles.number}>{site.phone}</span>
          </a>
        </div>
      </PageBand>

      <Container className={styles.lists}>
        <section id="included" className={page_.panel} aria-labelledby="included-heading">
          <h2 id="included-heading" className={page_.panelHeading}>
            What is included
          </h2>
          <ul className={page_.ticks}>
            {record.included.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </section>
        <section id="bring" className={page_.panel} aria-labelledby="bring-heading">
          <h2 id="bring-heading" className={page_.panelHeading}>
            What to bring or send
          </h2>
          <ul className={page_.bullets}>
            {record.bring.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </section>
        <section id="steps" className={`${page_.panel} ${wide}`} aria-labelledby="steps-heading">
          <h2 id="steps-heading" className={page_.panelHeading}>
            How it works
          </h2>
          <ol className={styles.steps}>
            {record.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>
        <PageFacts facts={record.facts} />
      </Container>

      {page.related.length > 0 ? (
        <section id="related" className={`${section} ${sunken}`} aria-labelledby="related-heading">
          <Container>
            <SectionHeader headingId="related-heading" heading="See also" />
            <CardGrid cards={page.related} linkLabel="View Products" />
          </Container>
        </section>
      ) : (
        <section id="related" aria-label="See also" />
      )}
    </>
  );
}

/** A schema.org Service that the business (the '#business' entity on every page) provides. */
export function serviceStructuredData(page: ServicePage, siteUrl: string): Json[] {
  return [
    {
      '@type': 'Service',
      '@id': absoluteUrl(siteUrl, `${page.address}#service`),
      name: page.record.title,
      description: page.description,
      url: absoluteUrl(siteUrl, page.address),
      provider: { '@id': absoluteUrl(siteUrl, '/#business') },
      ...(page.preview ? { image: absoluteUrl(siteUrl, page.preview.src) } : {}),
    },
  ];
}
