import { useEffect } from 'react';
import { SiteLink } from '../components/SiteLink/SiteLink.tsx';
import { button } from '../components/Button/Button.css.ts';
import { useLayout } from '../layout-context.tsx';
import { notFound } from '../page-types.ts';
import { useLocation } from '../router.tsx';
import { useDocumentHead } from '../seo/useDocumentHead.ts';
import * as styles from './StatusPage.css.ts';

export function NotFound() {
  const { pathname } = useLocation();
  useDocumentHead(notFound, useLayout());
  useEffect(() => {
    // A warning, not an error: the path is worth seeing in the console, but nothing is broken.
    console.warn(`404: no page at ${pathname}`);
  }, [pathname]);
  return (
    <div className={styles.wrap}>
      <p className={styles.code}>404</p>
      <h1 className={styles.title}>Oops! Page not found</h1>
      <p className={styles.text}>The page may have moved, or the link may be mistyped.</p>
      <SiteLink href="/" className={button.primary}>
        Return to Home
      </SiteLink>
    </div>
  );
}
