import { describe, expect, it } from 'vitest';
import { renderBody } from '../../entry-prerender.tsx';
import type { DetailPage, LayoutData } from '../../page-types.ts';
import { fixtureLayout } from '../../test/fixtures/layout.ts';
import { fixtureContact, fixtureDetail } from '../../test/fixtures/pages.ts';

/** The delivery page as emit makes it from services/delivery.yaml with 'facts: [delivery]'. */
const deliveryPage: DetailPage = {
  ...fixtureDetail,
  address: '/services/delivery',
  title: 'Delivery',
  breadcrumb: [
    { title: 'Home', href: '/' },
    { title: 'Services', href: '/services' },
    { title: 'Delivery', href: '/services/delivery' },
  ],
  category: { title: 'Services', href: '/services' },
  record: { ...fixtureDetail.record, title: 'Delivery', facts: ['delivery'] },
};

const withThreshold = (freeFrom: number): LayoutData => ({
  ...fixtureLayout,
  site: { ...fixtureLayout.site, delivery: { ...fixtureLayout.site.delivery!, freeFrom } },
});

/** React marks where adjacent texts meet with '<!-- -->'; a visitor reads them as one. */
const joined = (html: string) => html.replaceAll('<!-- -->', '');
const footerOf = (html: string) => joined(/<footer[^>]*>([\s\S]*?)<\/footer>/.exec(html)?.[1] ?? '');
const mainOf = (html: string) => joined(html.replace(/<footer[^>]*>[\s\S]*?<\/footer>/, ''));

describe('delivery terms come from site.yaml alone', () => {
  it('changing the threshold in site.yaml changes the footer, the contact page and the delivery page', () => {
    for (const [freeFrom, shown] of [
      [250, '£250'],
      [1500, '£1,500'],
    ] as const) {
      const layout = withThreshold(freeFrom);
      const contact = renderBody('/contact', fixtureContact, layout);
      const delivery = renderBody('/services/delivery', deliveryPage, layout);
      const product = renderBody('/timber/plywood', fixtureDetail, layout);
      for (const html of [contact, delivery, product]) expect(footerOf(html)).toContain(`Free delivery on orders of ${shown} or more to EX15, EX16 and TA21.`);
      for (const html of [contact, delivery]) {
        expect(mainOf(html)).toContain(`Free delivery within our area on orders of ${shown} or more, including VAT.`);
      }
      const other = shown === '£250' ? '£1,500' : '£250';
      for (const html of [contact, delivery, product]) expect(html).not.toContain(other);
    }
  });

  it('shows the area, lead times and offload on the delivery page, and not on a page without facts', () => {
    const delivery = mainOf(renderBody('/services/delivery', deliveryPage, fixtureLayout));
    expect(delivery).toContain('id="delivery-terms"');
    expect(delivery).toContain('The postcode districts EX15, EX16 and TA21, which take in Cullompton, Willand and Tiverton.');
    expect(delivery).toContain('Stock items ordered by 12 noon: next working day');
    expect(delivery).toContain('<strong>Crane offload.</strong> Lifted over the wall by our lorry-mounted crane.');
    expect(delivery).not.toContain('id="trade-account"');
    expect(mainOf(renderBody('/timber/plywood', fixtureDetail, fixtureLayout))).not.toContain('id="delivery-terms"');
  });

  it('shows the trade account and how to apply on the contact page and in the footer', () => {
    const html = renderBody('/contact', fixtureContact, fixtureLayout);
    expect(mainOf(html)).toContain('id="trade-account"');
    expect(mainOf(html)).toContain('Account holders pay by monthly statement, 30 days from the end of the month they buy in.');
    expect(mainOf(html)).toContain('Or ask at the counter.');
    expect(footerOf(html)).toMatch(/<a href="\/contact\/#trade-account">Trade accounts<\/a> with 30-day credit\./);
    expect(footerOf(html)).toMatch(/<a href="\/services\/delivery\/">Delivery terms<\/a>/);
  });

  it('shows nothing, rather than empty blocks, when site.yaml has no delivery or trade terms', () => {
    const { delivery: _delivery, tradeAccount: _trade, ...site } = fixtureLayout.site;
    const layout: LayoutData = { ...fixtureLayout, site };
    for (const html of [renderBody('/contact', fixtureContact, layout), renderBody('/services/delivery', deliveryPage, layout)]) {
      expect(html).not.toContain('Free delivery');
      expect(html).not.toContain('id="delivery-terms"');
      expect(html).not.toContain('id="trade-account"');
    }
  });
});
