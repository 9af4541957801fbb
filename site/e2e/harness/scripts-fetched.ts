import type { Page } from 'playwright-core';

/** Paths of the files with this ending the page fetches from the site from now on (the list fills as they arrive). */
export function fetchedEndingWith(page: Page, ending: string): string[] {
  const paths: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.endsWith(ending)) paths.push(url.pathname);
  });
  return paths;
}

/** Paths of the scripts the page fetches from the site from now on (the list fills as they arrive). */
export const scriptsFetched = (page: Page): string[] => fetchedEndingWith(page, '.js');
