import { useEffect, useId, useRef, useState } from 'react';
import type { FocusEvent, KeyboardEvent, PointerEvent } from 'react';
import type { LayoutData } from '../../page-types.ts';
import { useLocation } from '../../router.tsx';
import { currentCategory, currentLink } from '../Navigation/current.ts';
import { SiteLink } from '../SiteLink/SiteLink.tsx';
import * as styles from './DesktopNav.css.ts';
import { createMenuTiming } from './menu-timing.ts';
import type { MenuTiming } from './menu-timing.ts';

type NavEntry = LayoutData['layout']['navigation'][number];

/**
 * The desktop menu (from 1024 px). Entries with items are disclosure buttons that open a panel
 * whose first link is the category page itself. Without scripts the panel opens on hover and
 * on focus-within (see the css), so every link stays reachable.
 */
export function DesktopNav({ entries }: { entries: NavEntry[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const openRef = useRef<number | null>(null);
  const timing = useRef<MenuTiming | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const baseId = useId();
  const location = useLocation();

  openRef.current = open;
  timing.current ??= createMenuTiming(
    (index) => {
      openRef.current = index;
      setOpen(index);
    },
    () => openRef.current,
  );

  useEffect(() => () => timing.current?.dispose(), []);
  useEffect(() => timing.current?.openNow(null), [location.pathname, location.hash]);

  useEffect(() => {
    if (open === null) return;
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) timing.current?.openNow(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const triggerOf = (index: number) => document.getElementById(`${baseId}-trigger-${index}`);
  const linksOf = (index: number) => [...(document.getElementById(`${baseId}-panel-${index}`)?.querySelectorAll('a') ?? [])];

  const onTriggerKey = (index: number) => (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      timing.current?.openNow(index);
      requestAnimationFrame(() => linksOf(index)[0]?.focus());
    }
  };

  const onItemKey = (index: number) => (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key === 'Escape' && open === index) {
      event.preventDefault();
      timing.current?.openNow(null);
      triggerOf(index)?.focus();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const links = linksOf(index);
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (at === -1) return;
    event.preventDefault();
    const next = event.key === 'ArrowDown' ? Math.min(at + 1, links.length - 1) : at - 1;
    (next < 0 ? triggerOf(index) : links[next])?.focus();
  };

  const onItemBlur = (index: number) => (event: FocusEvent<HTMLLIElement>) => {
    if (open === index && !event.currentTarget.contains(event.relatedTarget as Node | null)) timing.current?.openNow(null);
  };

  const hover = (action: () => void) => (event: PointerEvent) => {
    if (event.pointerType === 'mouse') action();
  };

  return (
    <nav ref={navRef} className={styles.nav} aria-label="Main">
      <ul className={styles.list}>
        {entries.map((entry, index) =>
          entry.items?.length ? (
            <li
              key={entry.href}
              className={styles.item}
              data-open={open === index}
              data-align={index >= entries.length / 2 ? 'end' : 'start'}
              onPointerEnter={hover(() => timing.current?.pointerEnter(index))}
              onPointerLeave={hover(() => timing.current?.pointerLeave())}
              onKeyDown={onItemKey(index)}
              onBlur={onItemBlur(index)}
            >
              <button
                id={`${baseId}-trigger-${index}`}
                type="button"
                className={styles.trigger}
                aria-expanded={open === index}
                aria-controls={`${baseId}-panel-${index}`}
                aria-current={currentCategory(entry, location.pathname)}
                onClick={() => timing.current?.openNow(open === index ? null : index)}
                onKeyDown={onTriggerKey(index)}
              >
                {entry.title}
                <span aria-hidden="true" className={styles.chevron} />
              </button>
              <div id={`${baseId}-panel-${index}`} className={styles.panel}>
                <ul className={styles.panelList}>
                  <li className={styles.panelAll}>
                    <SiteLink href={entry.href} className={styles.panelLink} aria-current={currentLink(entry.href, location.pathname)}>
                      All {entry.title}
                    </SiteLink>
                  </li>
                  {entry.items.map((item) => (
                    <li key={item.href}>
                      <SiteLink href={item.href} className={styles.panelLink} aria-current={currentLink(item.href, location.pathname)}>
                        {item.title}
                      </SiteLink>
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          ) : (
            <li key={entry.href} className={styles.item}>
              <SiteLink href={entry.href} className={styles.trigger} aria-current={currentCategory(entry, location.pathname)}>
                {entry.title}
              </SiteLink>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
