import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { usePrefetch } from '../../page-store.tsx';
import { Link } from '../../router.tsx';

export type SiteLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  href: string;
  children: ReactNode;
};

/**
 * Every catalogue href goes through here. '#section' means a home-page section, so it is
 * written '/#section': that works from any page without scripts, and with scripts the router
 * goes home and the scroll manager scrolls. Pages use the client router; tel:, mailto: and
 * https: stay plain links.
 */
export function SiteLink({ href, children, ...rest }: SiteLinkProps) {
  const prefetch = usePrefetch();
  const target = resolveSiteHref(href);
  if (target.startsWith('/')) {
    // Pressing starts the fetch a tenth of a second before the click lands. Not on hover: a
    // pointer merely passing over links would fetch pages nobody asked for.
    const warm = () => prefetch(new URL(target, 'http://x').pathname);
    return (
      <Link to={target} onPointerDown={warm} {...rest}>
        {children}
      </Link>
    );
  }
  return (
    <a href={target} {...rest}>
      {children}
    </a>
  );
}

export function resolveSiteHref(href: string): string {
  return href.startsWith('#') ? `/${href}` : href;
}
