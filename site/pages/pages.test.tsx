import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodyText, createBodyPartsRenderer, documentBytes, renderBody, renderDocument, renderDocumentBytes } from '../entry-prerender.tsx';
import { FOOTER_SLOT, HEADER_SLOT } from '../components/Shell/prerender-slots.ts';
import { notFound, type RouteData } from '../page-types.ts';
import { fixtureLayout } from '../test/fixtures/layout.ts';
import { fixtureContact, fixtureDetail, fixtureHome, fixtureListing, fixtureService } from '../test/fixtures/pages.ts';

const assets = { script: '/assets/entry-client-abc.js', styles: ['/assets/entry-client-abc.css'], preload: [] };

const ids = (html: string) => [...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
const hrefs = (html: string) => [...html.matchAll(/ href="([^"]+)"/g)].map((m) => m[1]);

function linkTo(html: string, text: string): string | undefined {
  for (const match of html.matchAll(/<a [^>]*href="([^"]+)"[^>]*>(.*?)<\/a>/g)) {
    if (match[2]!.replace(/<[^>]+>/g, '').includes(text)) return match[1];
  }
  return undefined;
}

describe('home page', () => {
  const html = renderBody('/', fixtureHome, fixtureLayout);

  it('has its sections in the original order, with the footer last', () => {
    const order = ids(html).filter((id) => ['top', 'main', 'products', 'about', 'services', 'reviews', 'contact'].includes(id!));
    expect(order).toEqual(['top', 'main', 'products', 'about', 'services', 'reviews', 'contact']);
  });

  it('renders hero, cards, call to action and testimonials from the records', () => {
    expect(html).toContain('<h1 id="hero-heading"');
    expect(html).toContain('Everything the job needs, from footings to finish');
    expect(html).toContain('Comprehensive Building Solutions');
    expect(html).toContain('Ready to start your project?');
    expect(linkTo(html, 'Call Us Now')).toBe('tel:+441632960415');
    expect(linkTo(html, 'Explore Products')).toBe('/#products');
    expect(html).toContain('aria-label="Rated 5 out of 5"');
  });

  it('opens the reviews link in a new tab without handing over the opener', () => {
    expect(html).toMatch(/<a href="https:\/\/www\.google\.com\/search\?q=Kestle[^"]*" target="_blank" rel="noopener noreferrer"/);
  });

  it('gives every image its size so nothing shifts as it loads', () => {
    for (const img of html.match(/<img [^>]+>/g) ?? []) expect(img).toMatch(/width="\d+" height="\d+"/);
  });

  it('has a skip link, header navigation with Get a Quote, and the newsletter box', () => {
    expect(html).toContain('href="#main"');
    expect(html).toMatch(/<header[^>]*>/);
    expect(linkTo(html, 'Get a Quote')).toBe('/contact/');
    expect(html).toMatch(/<input[^>]*type="email"[^>]*placeholder="Your email address"/);
    expect(html).toMatch(/<button type="submit"[^>]*>Subscribe<\/button>/);
  });

  it('writes home-section links as /#section so they work from any page without scripts', () => {
    expect(hrefs(html)).toContain('/#reviews');
    expect(hrefs(html).some((href) => /^#(products|about|services|reviews|contact)$/.test(href!))).toBe(false);
  });

  it('marks below-the-fold blocks for the reveal but hides nothing in the markup', () => {
    expect(html).toContain('data-reveal-index="1"');
    expect(html).not.toContain('data-reveal-state');
  });
});

describe('listing page', () => {
  const html = renderBody('/timber', fixtureListing, fixtureLayout);

  it('has a title, intro, a View Products card per page and Get a Quote', () => {
    expect(html).toMatch(/<h1>Timber<\/h1>/);
    expect(html).toContain('Kiln-dried and treated timber');
    expect(linkTo(html, 'View Products: Plywood')).toBe('/timber/plywood/');
    expect(linkTo(html, 'View Products: Boards')).toBe('/timber/boards/');
    expect(html.match(/View Products/g)).toHaveLength(2);
    expect(linkTo(html, 'Get a Quote')).toBe('/contact/');
    expect(ids(html)).toContain('products');
  });
});

describe('detail page', () => {
  const html = renderBody('/timber/plywood', fixtureDetail, fixtureLayout);

  it('has the breadcrumb Home > category > product', () => {
    const crumb = /<nav aria-label="Breadcrumb">(.*?)<\/nav>/.exec(html)?.[1] ?? '';
    expect(crumb.replace(/<[^>]+>/g, '|').split('|').filter(Boolean)).toEqual(['Home', 'Timber', 'Plywood']);
    expect(crumb).toContain('href="/timber/"');
    expect(crumb).toContain('aria-current="page"');
  });

  it('has features, applications and related products in order, with both actions', () => {
    const order = ids(html).filter((id) => ['features', 'applications', 'related', 'contact'].includes(id!));
    expect(order).toEqual(['features', 'applications', 'related', 'contact']);
    expect(html).toContain('Key Features');
    expect(html).toContain('Marine grade with a WBP glue line');
    expect(html).toContain('Van linings');
    expect(linkTo(html, 'Request a Quote')).toBe('/contact/');
    expect(linkTo(html, 'Delivery Information')).toBe('/services/delivery/');
    expect(linkTo(html, 'View Products: Boards')).toBe('/timber/boards/');
  });
});

describe('service page', () => {
  const html = renderBody('/services/key-cutting', fixtureService, fixtureLayout);
  const main = /<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '';

  it('reads as a service: what is included, what to bring, how it works in numbered steps, then see also', () => {
    const order = ids(html).filter((id) => ['included', 'bring', 'steps', 'related', 'contact'].includes(id!));
    expect(order).toEqual(['included', 'bring', 'steps', 'related', 'contact']);
    expect(html).toContain('What is included');
    expect(html).toContain('What to bring or send');
    expect(html).toMatch(/How it works<\/h2><ol[^>]*><li>Bring your original key to the counter.<\/li>/);
    expect(html).toContain('See also');
    expect(main).not.toContain('Applications');
    expect(main).not.toContain('Related Products');
    expect(main).not.toContain('Key Features');
  });

  it('describes itself to search engines as a Service the business provides', () => {
    const document = renderDocument('/services/key-cutting', fixtureService, assets, fixtureLayout);
    const json = /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(document)?.[1] ?? '{}';
    const graph = (JSON.parse(json) as { '@graph': { '@type': string; name?: string; provider?: { '@id': string } }[] })['@graph'];
    const service = graph.find((entity) => entity['@type'] === 'Service');
    expect(service?.name).toBe('Key Cutting');
    expect(service?.provider?.['@id']).toMatch(/\/#business$/);
  });

  it('asks for a quote or a call, with the number unbroken, and never links to itself', () => {
    expect(linkTo(html, 'Ask about this service')).toBe('/contact/');
    expect(linkTo(main, 'Call 01632 960415')).toBe('tel:+441632960415');
    expect(main).toMatch(/Call <span class="[^"]+">01632 960415<\/span>/);
    expect(hrefs(main)).not.toContain('/services/key-cutting/');
  });
});

describe('cards that point at a service page', () => {
  it("say 'Find out more' wherever they are shown, beside product cards that say 'View Products'", () => {
    const [service] = fixtureService.related;
    const cards = [...fixtureListing.cards, { ...service!, title: 'Key Cutting', href: '/services/key-cutting', linkLabel: 'Find out more' }];
    const html = renderBody('/timber', { ...fixtureListing, cards }, fixtureLayout);
    expect(linkTo(html, 'Find out more: Key Cutting')).toBe('/services/key-cutting/');
    expect(html.match(/View Products/g)).toHaveLength(2);
  });
});

describe('contact page', () => {
  const html = renderBody('/contact', fixtureContact, fixtureLayout);

  it('has the address with a map link, a tel: phone link, email and opening hours', () => {
    expect(html).toContain('Unit 4, Tallow Yard, Station Road');
    expect(linkTo(html, 'View on a map')).toBe(fixtureLayout.site.mapHref);
    expect(linkTo(html, '01632 960415')).toBe('tel:+441632960415');
    expect(linkTo(html, 'sales@kestleanddaw.example')).toBe('mailto:sales@kestleanddaw.example');
    expect(html).toContain('Monday – Friday');
    expect(html).toContain('7:30am – 5:00pm');
    expect(html).toContain('8:00am – 12:00pm');
    expect(ids(html)).toEqual(expect.arrayContaining(['hours', 'quote', 'contact']));
  });
});

describe('not-found page', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows 404, the apology and a way home', () => {
    const html = renderBody('/404', notFound, fixtureLayout);
    expect(html).toContain('>404<');
    expect(html).toContain('Oops! Page not found');
    expect(linkTo(html, 'Return to Home')).toBe('/');
  });

  it('renders for paths deeper than any page', () => {
    expect(renderBody('/a/b/c', notFound, fixtureLayout)).toContain('Oops! Page not found');
  });
});

describe('document head', () => {
  it('has title, description, canonical, Open Graph and the hashed assets', () => {
    const html = renderDocument('/timber/plywood', fixtureDetail, assets, fixtureLayout);
    expect(html).toContain("<title>Plywood | Kestle &amp; Daw Builders&#39; Merchants</title>");
    expect(html).toContain('<meta name="description" content="Structural, marine and hardwood-faced plywood from 3.6 mm to 25 mm.">');
    expect(html).toContain('<link rel="canonical" href="https://www.kestleanddaw.example/timber/plywood/">');
    expect(html).toContain('<meta property="og:url" content="https://www.kestleanddaw.example/timber/plywood/">');
    expect(html).toContain('<meta property="og:image" content="https://www.kestleanddaw.example/images/timber/plywood.0a1b2c3d.svg">');
    expect(html).toContain('<link rel="stylesheet" href="/assets/entry-client-abc.css">');
    expect(html).toContain('<script type="module" src="/assets/entry-client-abc.js"></script>');
    expect(html).toContain('<meta name="robots" content="index, follow">');
  });

  it("uses the page's raster link preview for og:image when the generator made one", () => {
    const preview = { src: '/images/previews/timber/plywood.9f8e7d6c.preview.jpg', alt: 'Plywood at Kestle & Daw. A stack of plywood sheets.', width: 1200, height: 630 };
    const html = renderDocument('/timber/plywood', { ...fixtureDetail, preview }, assets, fixtureLayout);
    expect(html).toContain('<meta property="og:image" content="https://www.kestleanddaw.example/images/previews/timber/plywood.9f8e7d6c.preview.jpg">');
    expect(html).toContain('<meta property="og:image:width" content="1200">');
    expect(html).toContain('<meta property="og:image:height" content="630">');
    expect(html).toContain('<meta property="og:image:alt" content="Plywood at Kestle &amp; Daw. A stack of plywood sheets.">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).not.toContain('.svg">');
  });

  it('carries the business and the breadcrumb as JSON-LD', () => {
    const html = renderDocument('/timber/plywood', fixtureDetail, assets, fixtureLayout);
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
    const data = JSON.parse(json!) as { '@graph': Record<string, unknown>[] };
    const [business, breadcrumb] = data['@graph'];
    expect(business).toMatchObject({
      '@type': 'HardwareStore',
      name: "Kestle & Daw Builders' Merchants",
      telephone: '+441632960415',
      foundingDate: '1936',
      address: { postalCode: 'EX15 1ZZ', addressLocality: 'Cullompton' },
    });
    expect(business!.openingHoursSpecification).toContainEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['https://schema.org/Saturday'],
      opens: '08:00',
      closes: '12:00',
    });
    expect(breadcrumb).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Home', item: 'https://www.kestleanddaw.example/' },
        { position: 2, name: 'Timber', item: 'https://www.kestleanddaw.example/timber/' },
        { position: 3, name: 'Plywood', item: 'https://www.kestleanddaw.example/timber/plywood/' },
      ],
    });
  });

  it('embeds the page records as inert JSON, escaped so no text can close the script', () => {
    const hostile = { ...fixtureDetail, description: 'Tongue </script><script>alert(1)</script> and groove' };
    const html = renderDocument('/timber/plywood', hostile, assets, fixtureLayout);
    const block = /<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(html)?.[1] ?? '';
    expect(block).not.toContain('<');
    expect(JSON.parse(block).description).toBe(hostile.description);
    expect(html.match(/<script(?![^>]*(type="module"|application\/json|application\/ld\+json))/g)).toBeNull();
  });

  it("puts the data file's own JSON text in the page exactly as the records stringified again would be", () => {
    // What the build hands over: generate's text, a line break after it. Characters the escape changes included.
    const awkward = { ...fixtureDetail, description: 'Tongue </script> & groove\u2028line\u2029para <!-- "quoted" \\ £12.50 é' };
    for (const page of [fixtureHome, fixtureListing, awkward, fixtureContact]) {
      const given = renderDocumentBytes(page.address, page, assets, fixtureLayout, `${JSON.stringify(page)}\n`);
      expect(Buffer.from(given).toString('utf8')).toBe(Buffer.from(renderDocumentBytes(page.address, page, assets, fixtureLayout)).toString('utf8'));
    }
    // The text is used as it is, not the records: it is not stringified again.
    const asGiven = Buffer.from(renderDocumentBytes(fixtureDetail.address, fixtureDetail, assets, fixtureLayout, '{"as":"</given>"}\n')).toString('utf8');
    expect(asGiven).toContain('<script type="application/json" id="page-data">{"as":"\\u003c/given>"}</script>');
  });

  it('marks the 404 page noindex and gives it no canonical URL', () => {
    const html = renderDocument('/404', notFound, assets, fixtureLayout);
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('rel="canonical"');
    expect(html).toContain('<title>Page not found | Kestle');
  });
});

describe('prerendering with the header and footer rendered once', () => {
  it('gives every page exactly the markup a full render gives', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const renderParts = createBodyPartsRenderer(fixtureLayout);
    const render = (address: string, data: Parameters<typeof renderParts>[1]) => bodyText(renderParts(address, data));
    const pages = [fixtureHome, fixtureListing, fixtureDetail, fixtureContact];
    const more = [
      { ...fixtureDetail, address: '/timber/boards', title: 'Boards', record: { ...fixtureDetail.record, title: 'Boards', features: ['One', 'Two', 'Three'] } },
      { ...fixtureListing, address: '/services', title: 'Services' },
      // A product the menu does not list, in a category it does: its header marks the category only.
      { ...fixtureDetail, address: '/timber/oak-sleepers', title: 'Oak Sleepers' },
    ];
    for (const page of [...pages, ...more, ...pages]) {
      expect(render(page.address, page)).toBe(renderBody(page.address, page, fixtureLayout));
    }
    expect(render('/404', notFound)).toBe(renderBody('/404', notFound, fixtureLayout));
    // No page fell back to full rendering: the splicing itself was checked.
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('renders every page in full, and says so once, when a header differs from the one spliced for its place in the menus', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // A shell whose header differs by kind of page, which the menus' places do not tell apart.
    const render = (address: string, data: RouteData, _layout = fixtureLayout, slotted = false) => {
      const [header, footer] = slotted ? [HEADER_SLOT, FOOTER_SLOT] : [`<header>for ${data.kind} pages</header>`, '<footer>shared</footer>'];
      return `<div>${header}<main>${address}</main>${footer}</div>`;
    };
    const renderParts = createBodyPartsRenderer(fixtureLayout, render);
    // Addresses the menus do not name, so all three pages share one place in them.
    const pages: [string, RouteData][] = [
      ['/elsewhere/one', fixtureDetail],
      ['/elsewhere/two', fixtureListing],
      ['/elsewhere/three', fixtureDetail],
      ['/elsewhere/four', fixtureListing],
    ];
    try {
      for (const [address, data] of pages) expect(bodyText(renderParts(address, data)), address).toBe(render(address, data));
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0]?.[0]).toContain('/elsewhere/two');
    } finally {
      warn.mockRestore();
    }
  });

  it('gives every page, written as bytes with the header and footer encoded once, the bytes of its full markup', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const render = createBodyPartsRenderer(fixtureLayout);
    // Past the first of each kind (rendered in full to check the splice), so most bodies are spliced.
    const pages = [fixtureHome, fixtureListing, fixtureDetail, fixtureContact, { ...fixtureDetail, address: '/timber/boards', title: 'Boards £ “quoted”' }];
    let spliced = 0;
    for (const page of [...pages, ...pages]) {
      const body = render(page.address, page);
      if (typeof body !== 'string') spliced += 1;
      const bytes = documentBytes('<head>é</head>', body, '<p>ü</p>');
      expect(Buffer.from(bytes).equals(Buffer.from(`<head>é</head>${renderBody(page.address, page, fixtureLayout)}<p>ü</p>`)), page.address).toBe(true);
    }
    expect(spliced).toBeGreaterThanOrEqual(5);
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});
