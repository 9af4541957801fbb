import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { publishedHref } from '../../../contract/addresses.ts';

export type SiteLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  href: string;
  children: ReactNode;
};

/**
 * Every catalogue href goes through here, and comes out as the published site writes it
 * (contract/addresses.ts): '/timber/plywood' as '/timber/plywood/', and '#section', a home-page
 * section, as '/#section', which works from any page without scripts. It is a plain link: one
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
  return publishedHref(href);
}
