import { useEffect, useRef } from 'react';
import { Breadcrumb } from '../components/Breadcrumb/Breadcrumb.tsx';
import { DeliveryTerms } from '../components/DeliveryTerms/DeliveryTerms.tsx';
import { TradeAccountTerms } from '../components/DeliveryTerms/TradeAccountTerms.tsx';
// The quote form's styles come with this page, though its code is fetched on first use: the
// prerendered form is styled before any script runs.
import '../components/QuoteForm/QuoteForm.css.ts';
import { DeferredQuoteForm, loadQuoteForm } from '../components/QuoteForm/DeferredQuoteForm.tsx';
import { OpeningHours } from '../components/OpeningHours/OpeningHours.tsx';
import { Container } from '../components/Section/Section.tsx';
import { useLayout } from '../layout-context.tsx';
import type { ContactPage } from '../page-types.ts';
import * as styles from './Contact.css.ts';
import * as page_ from './Page.css.ts';

export { loadQuoteForm };

export function Contact({ page }: { page: ContactPage }) {
  const { record } = page;
  const { site } = useLayout();
  const hoursRef = useRef<HTMLElement>(null);

  // A prerendered page cannot know the day, so today's row is marked once scripts run, by the
  // yard's clock (Europe/London) rather than the visitor's.
  useEffect(() => {
    const today = new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: 'Europe/London' }).format(new Date());
    const index = site.openingHours.findIndex((entry) => (entry.days as string[]).includes(today));
    const row = hoursRef.current?.querySelectorAll<HTMLElement>('tbody tr')[index];
    if (!row) return;
    row.setAttribute('aria-current', 'date');
    Object.assign(row.style, { fontWeight: '800', boxShadow: 'inset 4px 0 0 currentColor' });
    return () => {
      row.removeAttribute('aria-current');
      row.removeAttribute('style');
    };
  }, [site.openingHours]);
  return (
    <>
      <div className={page_.band}>
        <Container>
          <div className={page_.bandText}>
            <Breadcrumb trail={page.breadcrumb} />
            <h1>{record.title}</h1>
            <hr className={page_.accentRule} aria-hidden="true" />
            {record.intro.map((paragraph) => (
              <p key={paragraph} className={page_.lead}>
                {paragraph}
              </p>
            ))}
          </div>
        </Container>
      </div>
      <Container className={styles.grid}>
        <section className={styles.card} aria-labelledby="visit-heading">
          <h2 id="visit-heading" className={styles.heading}>
            Visit, call or email
          </h2>
          <dl className={styles.details}>
            <div>
              <dt>Address</dt>
              <dd>
                <address className={styles.address}>
                  <span>{site.name}</span>
                  <span>{site.address.street}</span>
                  <span>
                    {site.address.town}, {site.address.county}
                  </span>
                  <span>{site.address.postcode}</span>
                </address>
                <a href={site.mapHref}>View on a map</a>
              </dd>
            </div>
            <div>
              <dt>Phone</dt>
              <dd>
                <a href={site.telHref} className={styles.big}>
                  {site.phone}
                </a>
              </dd>
            </div>
            <div>
              <dt>Email</dt>
              <dd>
                <a href={`mailto:${site.email}`}>{site.email}</a>
              </dd>
            </div>
          </dl>
        </section>
        <section id="hours" ref={hoursRef} className={styles.card} aria-label="Opening hours">
          <OpeningHours hours={site.openingHours} caption="Opening Hours" />
        </section>
        <DeliveryTerms className={styles.card} />
        <TradeAccountTerms className={styles.card} />
      </Container>
      <section id="quote" className={styles.quote} aria-labelledby="quote-heading">
        <Container>
          <div className={styles.quoteInner}>
            <h2 id="quote-heading">{record.form.heading}</h2>
            <p className={page_.lead}>{record.form.intro}</p>
          </div>
          <DeferredQuoteForm form={record.form} enquiryOptions={page.enquiryOptions} labelledBy="quote-heading" />
        </Container>
      </section>
    </>
  );
}
