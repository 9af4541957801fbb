import { useContext, type ReactNode } from 'react';
import { usePage } from '../../page-store.tsx';
import { useLocation } from '../../router.tsx';
import { ErrorBoundary } from '../ErrorBoundary/ErrorBoundary.tsx';
import { Footer } from '../Footer/Footer.tsx';
import { Header } from '../Header/Header.tsx';
import { SkipLink } from '../SkipLink/SkipLink.tsx';
import { ToasterSlot } from '../Toaster/ToasterSlot.tsx';
import { NavigationEffects } from './NavigationEffects.tsx';
import { PrerenderSlots } from './prerender-slots.ts';
import * as styles from './Shell.css.ts';
import { useClientNavigation } from './useClientNavigation.ts';

/** The frame around every page: skip link, header, the page itself (`children`), footer. */
export function Shell({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const { pending } = usePage(pathname);
  useClientNavigation();
  const slots = useContext(PrerenderSlots);
  return (
    <div id="top" className={styles.shell}>
      <SkipLink />
      {slots ? <header data-prerender-slot="header" /> : <Header loading={pending} />}
      <main id="main" tabIndex={-1} className={styles.main} aria-busy={pending}>
        {/* Keyed by path so a page that failed to render does not keep the next one from trying. */}
        <ErrorBoundary key={pathname}>
          {children}
        </ErrorBoundary>
      </main>
      {slots ? <footer data-prerender-slot="footer" /> : <Footer />}
      <ToasterSlot />
      <NavigationEffects pending={pending} />
    </div>
  );
}
