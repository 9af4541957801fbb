import { dataUrlOf, normaliseAddress } from '../contract/addresses.ts';
import { notFound } from './page-types.ts';
import type { PageData, RouteData } from './page-types.ts';

/**
 * Fetches one page's own records. A missing page is data (the not-found screen), not an error:
 * static hosts answer it with 404, and some with an HTML fallback page, so both count as missing.
 */
export async function fetchPage(pathname: string, signal?: AbortSignal): Promise<RouteData> {
  const response = await fetch(dataUrlOf(normaliseAddress(pathname)), { signal });
  if (response.status === 404 || response.status === 410) return notFound;
  if (!response.ok) throw new Error(`Loading ${pathname} failed with status ${response.status}`);
  if (!(response.headers.get('content-type') ?? '').includes('json')) return notFound;
  return (await response.json()) as PageData;
}
