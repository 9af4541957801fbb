import type { PageAddress } from '../generated/manifest.ts';

/**
 * Where 'Delivery Information' and 'Request a Quote' always point: part of the page design.
 * Typed as generated page addresses, so typecheck fails if the catalogue loses either page.
 */
export const DELIVERY_HREF: PageAddress = '/services/delivery';
export const QUOTE_HREF: PageAddress = '/contact';
