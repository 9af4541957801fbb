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
          <a href={site.telHref} className={styles.phone}>
            <span className={styles.phoneLabel}>Call the counter</span>
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
