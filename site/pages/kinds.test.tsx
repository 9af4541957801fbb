/**
 * Every kind of page in contract/kinds renders, through the one generic route, a page with its
 * own content and every section id its definition promises ('#fragment' links are checked
 * against those ids, so one the page does not render would be a link that goes nowhere).
 */
import { describe, expect, it } from 'vitest';
import { PAGE_KINDS, sectionIdsOf } from '../../contract/kinds/index.ts';
import { renderBody } from '../entry-prerender.tsx';
import { fixtureLayout } from '../test/fixtures/layout.ts';
import { fixtureByKind } from '../test/fixtures/pages.ts';

const mainOf = (html: string) => /<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '';

describe.each(PAGE_KINDS)('a %s page', (kind) => {
  const page = fixtureByKind[kind];
  const html = renderBody(page.address, page, fixtureLayout);

  it('renders its records inside <main>, with its title as the one heading', () => {
    const main = mainOf(html);
    expect(main.length).toBeGreaterThan(200);
    expect(main.match(/<h1[ >]/g)).toHaveLength(1);
  });

  it.each([...sectionIdsOf(kind)])('has the section #%s that links may name', (id) => {
    expect(html).toContain(` id="${id}"`);
  });
});
