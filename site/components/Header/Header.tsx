import { useEffect, useState } from 'react';
import { useLayout } from '../../layout-context.tsx';
import { motion } from '../../theme/tokens.ts';
import { button } from '../Button/Button.css.ts';
import { DesktopNav } from '../DesktopNav/DesktopNav.tsx';
import { MobileMenu } from '../MobileMenu/MobileMenu.tsx';
import { SearchField } from '../SearchField/SearchField.tsx';
import { SiteLink } from '../SiteLink/SiteLink.tsx';
import * as styles from './Header.css.ts';

export function Header({ loading = false }: { loading?: boolean }) {
  const { layout, site } = useLayout();
  const scrolled = useScrolledPast(motion.headerScrollThreshold);
  return (
    <header className={styles.header} data-scrolled={scrolled}>
      <div className={styles.inner}>
        <SiteLink href="/" className={styles.brand}>
          <span className={styles.mark} aria-hidden="true">
            {monogram(site.shortName)}
          </span>
          <span className={styles.brandText}>
            <span className={styles.brandName}>{site.shortName}</span>
            <span className={styles.brandSince}>Cullompton · Est. {site.founded}</span>
          </span>
        </SiteLink>
        <div className={styles.actions}>
          <SearchField placement="header" />
          {/*
            One tel: link at every width, named 'Call the counter 01632 960415' by its own words:
            on phones 'Call' shows (the phone icon alone on the narrowest), the rest is read out;
            from tablets the label and the number show.
          */}
          <a href={site.telHref} className={styles.phone}>
            <PhoneIcon />
            <span className={styles.phoneLabel}>
              Call<span className={styles.phoneLabelRest}> the counter</span>
            </span>{' '}
            <span className={styles.phoneNumber}>{site.phone}</span>
          </a>
          <SiteLink href={layout.quoteAction.href} className={`${button.primary} ${styles.quote}`}>
            {layout.quoteAction.label}
          </SiteLink>
          <MobileMenu />
        </div>
      </div>
      <div className={styles.navRow}>
        <DesktopNav entries={layout.navigation} />
      </div>
      <div className={styles.progress} data-active={loading} aria-hidden="true" />
    </header>
  );
}

function PhoneIcon() {
  return (
    <svg className={styles.phoneIcon} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M6.6 10.8a15.2 15.2 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.6a1 1 0 0 1-.25 1z"
      />
    </svg>
  );
}

/** 'Kestle & Daw' -> 'K&D': a mark made from the name, so no logo file is needed. */
export function monogram(name: string): string {
  const words = name.split(/\s+/).filter((word) => /^[A-Za-z&]/.test(word));
  return words.map((word) => word[0]).join('').slice(0, 3);
}

function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolled;
}
