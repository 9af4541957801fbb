import { button, row } from '../components/Button/Button.css.ts';
import { CardGrid } from '../components/Card/Card.tsx';
import { Container, SectionHeader } from '../components/Section/Section.tsx';
import { section, sunken } from '../components/Section/Section.css.ts';
import { SiteLink } from '../components/SiteLink/SiteLink.tsx';
import { Picture } from '../components/Picture/Picture.tsx';
import { Stars } from '../components/Stars/Stars.tsx';
import { useLayout } from '../layout-context.tsx';
import type { HomePage } from '../page-types.ts';
import * as styles from './Home.css.ts';

/** Sections in the original's order: hero, products, about, services with its call to action, reviews. */
export function Home({ page }: { page: HomePage }) {
  const { hero, products, about, services, testimonials } = page.record;
  const { site } = useLayout();
  return (
    <>
      <section className={styles.hero} aria-labelledby="hero-heading">
        <Container className={styles.heroInner}>
          <div className={styles.heroText}>
            <p className={styles.heroEyebrow}>{hero.eyebrow}</p>
            <h1 id="hero-heading" className={styles.heroHeading}>
              {hero.heading}
            </h1>
            <p className={styles.heroLead}>{hero.lead}</p>
            <div className={row}>
              {hero.actions.map((action, index) => (
                <SiteLink key={action.label} href={action.href} className={index === 0 ? button.primary : button.onDark}>
                  {action.label}
                </SiteLink>
              ))}
            </div>
          </div>
          <div className={styles.heroFigure}>
            <Picture image={hero.image} slot="hero" priority className={styles.heroImage} />
          </div>
        </Container>
        <Container>
          <ul className={styles.highlights}>
            {hero.highlights.map((highlight) => (
              <li key={highlight.title} className={styles.highlight}>
                <h2 className={styles.highlightTitle}>{highlight.title}</h2>
                <p>{highlight.text}</p>
              </li>
            ))}
          </ul>
          <SiteLink href="#products" className={styles.scrollDown}>
            <span className={styles.scrollArrow} aria-hidden="true" />
            <span className={styles.scrollLabel}>Scroll to products</span>
          </SiteLink>
        </Container>
      </section>

      <section id="products" className={section} aria-labelledby="products-heading">
        <Container>
          <SectionHeader headingId="products-heading" heading={products.heading} intro={products.intro} />
          <CardGrid cards={products.cards} linkLabel="View Products" />
        </Container>
      </section>

      <section id="about" className={`${section} ${sunken}`} aria-labelledby="about-heading">
        <Container className={styles.about}>
          <div className={styles.aboutFigure} data-reveal="">
            <Picture image={about.image} slot="about" className={styles.roundedImage} />
          </div>
          <div className={styles.aboutText} data-reveal="">
            <h2 id="about-heading">{about.heading}</h2>
            {about.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            <dl className={styles.facts}>
              {about.facts.map((fact) => (
                <div key={fact.label} className={styles.fact}>
                  <dt className={styles.factLabel}>{fact.label}</dt>
                  <dd className={styles.factValue}>{fact.value}</dd>
                </div>
              ))}
            </dl>
            <div>
              <SiteLink href={about.action.href} className={button.secondary}>
                {about.action.label}
              </SiteLink>
            </div>
          </div>
        </Container>
      </section>

      <section id="services" className={section} aria-labelledby="services-heading">
        <Container>
          <SectionHeader headingId="services-heading" heading={services.heading} intro={services.intro} />
          <CardGrid cards={services.cards} linkLabel="Find out more" />
          <div className={styles.cta} data-reveal="">
            <div className={styles.ctaText}>
              <h3 className={styles.ctaHeading}>{services.cta.heading}</h3>
              <p>{services.cta.text}</p>
            </div>
            <div className={row}>
              {services.cta.actions.map((action, index) => (
                <SiteLink key={action.label} href={action.href} className={index === 0 ? button.primary : button.onDark}>
                  {action.label}
                  {action.href.startsWith('tel:') ? <span className={styles.ctaPhone}> {site.phone}</span> : null}
                </SiteLink>
              ))}
            </div>
          </div>
        </Container>
      </section>

      <section id="reviews" className={`${section} ${sunken}`} aria-labelledby="reviews-heading">
        <Container>
          <SectionHeader headingId="reviews-heading" heading={testimonials.heading} intro={testimonials.intro} />
          <ul className={styles.reviews}>
            {testimonials.items.map((review, index) => (
              <li key={review.name} className={styles.review} data-reveal="" data-reveal-index={index}>
                <figure className={styles.reviewFigure}>
                  <Stars rating={review.rating} />
                  <blockquote className={styles.quote}>
                    <p>{review.text}</p>
                  </blockquote>
                  <figcaption className={styles.reviewer}>
                    <span className={styles.reviewerName}>{review.name}</span>
                    <span>
                      {review.role} · {review.date}
                    </span>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
          <p className={styles.allReviews}>
            <a href={site.reviewsHref} target="_blank" rel="noopener noreferrer" className={button.secondary}>
              {testimonials.allReviewsLabel}
              <span className={styles.newTab}> (opens in a new tab)</span>
            </a>
          </p>
        </Container>
      </section>
    </>
  );
}
