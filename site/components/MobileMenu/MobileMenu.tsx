import { useEffect, useRef, useState } from 'react';
import type { KeyboardEvent, MouseEvent } from 'react';
import { trapTab } from '../../behaviour/focus-trap.ts';
import { useLayout } from '../../layout-context.tsx';
import { useLocation } from '../../router.tsx';
import { button } from '../Button/Button.css.ts';
import { currentCategory, currentLink } from '../Navigation/current.ts';
import { SearchField } from '../SearchField/SearchField.tsx';
import { SiteLink } from '../SiteLink/SiteLink.tsx';
import * as styles from './MobileMenu.css.ts';

/**
 * The full-screen menu below 1024 px: the menu button opens it; Escape, the close button or
 * choosing a link closes it and focus returns to the menu button; Tab stays inside while open.
 * Without scripts the button and close button give way to links: 'Menu' goes to '#site-menu',
 * which the css shows full-screen while it is the :target, and 'Close' goes back to 'Menu'.
 */
const PANEL_ID = 'site-menu';
const OPENER_ID = 'site-menu-open';

export function MobileMenu() {
  const { layout, site } = useLayout();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const location = useLocation();

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  useEffect(() => setOpen(false), [location.pathname, location.hash]);

  useEffect(() => {
    if (!open) return;
    closeRef.current?.focus();
    const root = document.documentElement;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = '';
    };
  }, [open]);

  const onPanelKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
      return;
    }
    if (panelRef.current) trapTab(event.nativeEvent, panelRef.current);
  };

  const onPanelClick = (event: MouseEvent) => {
    if ((event.target as HTMLElement).closest('a')) close(false);
  };

  return (
    <div className={styles.menu} data-open={open}>
      <a id={OPENER_ID} href={`#${PANEL_ID}`} className={`${styles.toggle} ${styles.withoutScripts}`}>
        <span className={styles.burger} aria-hidden="true" />
        Menu
      </a>
      <button
        ref={buttonRef}
        type="button"
        className={`${styles.toggle} ${styles.withScripts}`}
        aria-expanded={open}
        aria-controls={PANEL_ID}
        onClick={() => setOpen((was) => !was)}
      >
        <span className={styles.burger} aria-hidden="true" />
        Menu
      </button>
      <div
        ref={panelRef}
        id={PANEL_ID}
        className={styles.panel}
        role="dialog"
        aria-modal="true"
        aria-label="Menu"
        onKeyDown={onPanelKey}
        onClick={onPanelClick}
      >
        <div className={styles.panelHeader}>
          <span className={styles.panelTitle}>{site.shortName}</span>
          <button ref={closeRef} type="button" className={`${styles.close} ${styles.withScripts}`} onClick={() => close(true)}>
            <span aria-hidden="true">✕</span> Close<span className={styles.hiddenText}> menu</span>
          </button>
          <a href={`#${OPENER_ID}`} className={`${styles.close} ${styles.withoutScripts}`}>
            <span aria-hidden="true">✕</span> Close<span className={styles.hiddenText}> menu</span>
          </a>
        </div>
        <SearchField placement="menu" />
        <nav aria-label="Main menu" className={styles.nav}>
          {layout.navigation.map((entry) => {
            const current = currentCategory(entry, location.pathname);
            return entry.items?.length ? (
              // Folded until opened, so the whole menu fits in about two screens; the visitor's
              // own category starts open. <details> folds without scripts too.
              <details key={entry.href} className={styles.group} open={current !== undefined}>
                <summary className={styles.groupToggle} aria-current={current}>
                  {entry.title}
                  <span className={styles.chevron} aria-hidden="true" />
                </summary>
                <ul className={styles.items}>
                  <li>
                    <SiteLink href={entry.href} className={styles.itemLink} aria-current={currentLink(entry.href, location.pathname)}>
                      All {entry.title}
                    </SiteLink>
                  </li>
                  {entry.items.map((item) => (
                    <li key={item.href}>
                      <SiteLink href={item.href} className={styles.itemLink} aria-current={currentLink(item.href, location.pathname)}>
                        {item.title}
                      </SiteLink>
                    </li>
                  ))}
                </ul>
              </details>
            ) : (
              <div key={entry.href} className={styles.group}>
                <SiteLink href={entry.href} className={styles.groupToggle} aria-current={current}>
                  {entry.title}
                </SiteLink>
              </div>
            );
          })}
        </nav>
        <div className={styles.actions}>
          <SiteLink href={layout.quoteAction.href} className={button.primary}>
            {layout.quoteAction.label}
          </SiteLink>
          <a href={site.telHref} className={button.secondary}>
            Call <span className={styles.number}>{site.phone}</span>
          </a>
        </div>
      </div>
    </div>
  );
}
