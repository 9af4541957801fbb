import type { Page } from 'playwright-core';

/** Paths of the scripts the page fetches from the site from now on (the list fills as they arrive). */
export function scriptsFetched(page: Page): string[] {
  const paths: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.endsWith('.js')) paths.push(url.pathname);
  });
  return paths;
}
