import { CardGrid } from '../components/Card/Card.tsx';
import { Container, SectionHeader } from '../components/Section/Section.tsx';
import { section, sunken } from '../components/Section/Section.css.ts';
import type { BrandPage } from '../page-types.ts';
import type { Json } from '../seo/jsonld.ts';
import { absoluteUrl } from '../seo/meta.ts';
import * as styles from './Brand.css.ts';
import * as page_ from './Page.css.ts';
import { PageBand } from './PageBand.tsx';

/** A make we stock: what we carry of it, why trades choose it, and every product page that names it. */
export function Brand({ page }: { page: BrandPage }) {
  const { record } = page;
  return (
    <>
      {/*
        A make's page names the make in nearly every line, so at the usual title weight it outranks
        the product named after the make ('speedfit'): its title counts for less, and it comes second.
      */}
      <PageBand breadcrumb={page.breadcrumb} title={record.title} paragraphs={record.body} image={record.image} titleWeight={3} />

      <Container className={styles.reasons}>
        <section id="reasons" className={page_.panel} aria-labelledby="reasons-heading">
          <h2 id="reasons-heading" className={page_.panelHeading}>
            Why trades choose it
          </h2>
          <ul className={page_.ticks}>
            {record.reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </section>
      </Container>

      {/* Cards for other pages: search finds those pages by their own words, not this one by theirs. */}
      <section id="products" className={`${section} ${sunken}`} aria-labelledby="products-heading" data-pagefind-ignore="">
        <Container>
          <SectionHeader headingId="products-heading" heading={`${record.name} products we stock`} />
          <CardGrid cards={page.products} linkLabel="View Products" />
        </Container>
      </section>
    </>
  );
}

/** A schema.org Brand for the make, naming the product pages that carry it. */
export function brandStructuredData(page: BrandPage, siteUrl: string): Json[] {
  return [
    {
      '@type': 'Brand',
      '@id': absoluteUrl(siteUrl, `${page.address}#brand`),
      name: page.record.name,
      description: page.description,
      url: absoluteUrl(siteUrl, page.address),
      ...(page.preview ? { image: absoluteUrl(siteUrl, page.preview.src) } : {}),
      subjectOf: page.products.map((product) => ({ '@type': 'WebPage', name: product.title, url: absoluteUrl(siteUrl, product.href) })),
    },
  ];
}
