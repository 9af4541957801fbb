import { useLayout } from '../../layout-context.tsx';
import { FooterTerms } from '../DeliveryTerms/FooterTerms.tsx';
import { DeferredNewsletter } from '../Newsletter/DeferredNewsletter.tsx';
import { OpeningHours } from '../OpeningHours/OpeningHours.tsx';
import { SiteLink } from '../SiteLink/SiteLink.tsx';
import * as styles from './Footer.css.ts';

/** On every page, with the id 'contact' that '#contact' links point at. */
export function Footer() {
  const { layout, site } = useLayout();
  const { footer } = layout;
  return (
    <footer id="contact" className={styles.footer}>
      <div className={styles.grid}>
        <section className={styles.column} aria-labelledby="footer-about">
          <h2 id="footer-about" className={styles.name}>
            {site.name}
          </h2>
          <p className={styles.muted}>{footer.about}</p>
          <address className={styles.address}>
            <span>{site.address.street}</span>
            <span>
              {site.address.town}, {site.address.county} {site.address.postcode}
            </span>
          </address>
          <p className={styles.contactLines}>
            <a href={site.telHref} className={styles.strongLink}>
              {site.phone}
            </a>
            <a href={`mailto:${site.email}`} className={styles.link}>
              {site.email}
            </a>
          </p>
          <FooterTerms />
        </section>
        <nav className={styles.column} aria-labelledby="footer-links">
          <h2 id="footer-links" className={styles.heading}>
            Quick Links
          </h2>
          <ul className={styles.links}>
            {footer.quickLinks.map((link) => (
              <li key={link.href}>
                <SiteLink href={link.href} className={styles.link}>
                  {link.label}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.column}>
          <OpeningHours hours={site.openingHours} caption="Opening Hours" tone="footer" />
        </div>
        <div className={styles.column}>
          <DeferredNewsletter />
        </div>
      </div>
      <p className={styles.bottom}>
        © {site.name}. Trading in Cullompton since {site.founded}.
      </p>
    </footer>
  );
}
