import type { AnchorHTMLAttributes, ReactNode } from 'react';

export type SiteLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  href: string;
  children: ReactNode;
};

/**
 * Every catalogue href goes through here. '#section' means a home-page section, so it is
 * written '/#section': that works from any page without scripts. It is a plain link: one
 * listener in the shell (useClientNavigation) turns clicks on internal links into client-side
 * navigation, which keeps each of a page's hundred-odd links free of router hooks when thousands
 * of pages are prerendered.
 */
export function SiteLink({ href, children, ...rest }: SiteLinkProps) {
  return (
    <a href={resolveSiteHref(href)} {...rest}>
      {children}
    </a>
  );
}

export function resolveSiteHref(href: string): string {
  return href.startsWith('#') ? `/${href}` : href;
}
