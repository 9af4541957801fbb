import { describe, expect, it } from 'vitest';
import { resolveHref, type PageTarget } from './resolve.ts';

const pages = new Map<string, PageTarget>([
  ['/', { kind: 'home' }],
  ['/contact', { kind: 'contact' }],
  ['/building-material', { kind: 'listing' }],
  ['/building-material/coving', { kind: 'detail' }],
  ['/timber/plywood', { kind: 'detail' }],
]);

describe('resolveHref', () => {
  it.each([
    ['/timber/plywood', '/timber/plywood'],
    ['/timber/plywood#features', '/timber/plywood'],
    ['#products', '/'],
    ['/#reviews', '/'],
    ['/', '/'],
    ['/contact#quote', '/contact'],
    // The published form, with a '/' at the end, names the same page.
    ['/timber/plywood/', '/timber/plywood'],
    ['/timber/plywood/#features', '/timber/plywood'],
    ['/contact/#quote', '/contact'],
  ])('resolves %s to the page %s', (href, target) => {
    expect(resolveHref(href, 'href', pages)).toEqual({ target });
  });

  it.each(['tel:01632 960415', 'tel:+441632960415', 'mailto:sales@kestleanddaw.example', 'mailto:a.b@example.co.uk?subject=Quote', 'https://www.example.co.uk/a?b=c'])(
    'accepts %s',
    (href) => {
      expect(resolveHref(href, 'href', pages)).toEqual({});
    },
  );

  it('reports an unknown page with the nearest address, keeping the fragment', () => {
    const { problem } = resolveHref('/building-material/caving#related', 'href', pages);
    expect(problem).toMatchObject({ code: 'link/unknown-page', suggestion: '/building-material/coving#related' });
    expect(problem?.hint).toBe("Did you mean '/building-material/coving#related'?");
  });

  it('suggests adding the page when nothing is close', () => {
    const { problem } = resolveHref('/plumbing-heating/heating-systems', 'href', pages);
    expect(problem).toMatchObject({ code: 'link/unknown-page', hint: "Check the address, or add the page as 'plumbing-heating/heating-systems.yaml'." });
    expect(problem?.suggestion).toBeUndefined();
    expect(resolveHref('/ironmongery', 'href', pages).problem?.hint).toBe("Check the address, or add the page as 'ironmongery/index.yaml'.");
  });

  it('checks a fragment against the target page kind and still counts the page as reached', () => {
    const result = resolveHref('/timber/plywood#feature', 'href', pages);
    expect(result.target).toBe('/timber/plywood');
    expect(result.problem).toMatchObject({ code: 'link/unknown-section', suggestion: '/timber/plywood#features' });
    expect(resolveHref('#product', 'href', pages).problem).toMatchObject({ code: 'link/unknown-section', suggestion: '#products' });
    expect(resolveHref('/contact#features', 'href', pages).problem?.code).toBe('link/unknown-section');
  });

  it('reports a home section when there is no home page', () => {
    const noHome = new Map([...pages].filter(([address]) => address !== '/'));
    expect(resolveHref('#products', 'href', noHome).problem?.code).toBe('link/unknown-page');
  });

  it.each([
    ['javascript:alert(1)', 'unsafe'],
    ['JavaScript:alert(1)', 'unsafe'],
    ['data:text/html,<b>x</b>', 'unsafe'],
    ['http://www.example.co.uk/', 'insecure'],
    ['file:///C:/price-list.pdf', 'cannot open'],
    ['ftp://files.example.co.uk/list.pdf', 'cannot open'],
    ['sms:01632960415', 'not a kind of link'],
  ])('rejects %s as a bad scheme, saying why (%s)', (href, why) => {
    const { problem } = resolveHref(href, 'href', pages);
    expect(problem?.code).toBe('link/bad-scheme');
    expect(problem?.hint).toContain(why);
  });

  it('offers the https form of an http link', () => {
    expect(resolveHref('http://example.co.uk/x', 'href', pages).problem?.suggestion).toBe('https://example.co.uk/x');
  });

  it('reports an undialable number with its normalised form', () => {
    const { problem } = resolveHref('tel:01632 9604', 'href', pages);
    expect(problem?.code).toBe('link/bad-tel');
    expect(problem?.hint).toContain("'+4416329604'");
  });

  it.each(['mailto:sales', 'mailto:sales@', 'mailto:sales@example', 'mailto:a b@example.co.uk'])('rejects the malformed email link %s', (href) => {
    expect(resolveHref(href, 'href', pages).problem?.code).toBe('link/bad-mailto');
  });

  it.each(['https://', 'https://localhost/x', 'https://exa mple.co.uk'])('rejects the malformed web link %s', (href) => {
    expect(resolveHref(href, 'href', pages).problem?.code).toBe('link/bad-https');
  });

  it('rejects addresses that are not well formed, suggesting the tidy form', () => {
    expect(resolveHref('/Timber/Plywood/', 'href', pages).problem).toMatchObject({ code: 'link/malformed', suggestion: '/timber/plywood' });
    expect(resolveHref('timber/plywood', 'href', pages).problem).toMatchObject({ code: 'link/malformed', suggestion: '/timber/plywood' });
    expect(resolveHref('//evil.example/x', 'href', pages).problem).toMatchObject({ code: 'link/malformed', suggestion: 'https://evil.example/x' });
    expect(resolveHref('/timber/plywood//', 'href', pages).problem).toMatchObject({ code: 'link/malformed', suggestion: '/timber/plywood' });
  });

  it('rejects internal-only links to pages that have no picture to make a card from', () => {
    expect(resolveHref('/contact', 'internalHref', pages)).toMatchObject({ target: '/contact', problem: { code: 'link/not-a-card' } });
    expect(resolveHref('#products', 'internalHref', pages).problem?.code).toBe('link/not-a-card');
    expect(resolveHref('/building-material', 'internalHref', pages)).toEqual({ target: '/building-material' });
    expect(resolveHref('/contact', 'href', pages)).toEqual({ target: '/contact' });
  });

  it("suggests the page meant by a related link written without its leading '/'", () => {
    expect(resolveHref('timber/plywood', 'internalHref', pages).problem).toEqual({
      code: 'link/malformed',
      args: { href: 'timber/plywood' },
      hint: "Did you mean '/timber/plywood'? A page's address starts with '/'.",
      suggestion: '/timber/plywood',
    });
    expect(resolveHref('timber/plywod', 'internalHref', pages).problem).toMatchObject({ suggestion: '/timber/plywood' });
    expect(resolveHref('building-material/coving#features', 'internalHref', pages).problem).toMatchObject({ suggestion: '/building-material/coving#features' });
    expect(resolveHref('building-material/caving', 'href', pages).problem).toMatchObject({ code: 'link/malformed', suggestion: '/building-material/coving' });
    expect(resolveHref('nothing/like-it', 'internalHref', pages).problem).toEqual({
      code: 'link/malformed',
      args: { href: 'nothing/like-it' },
      hint: "This field only links to pages of this site: give the page's address, such as '/timber/plywood'.",
    });
  });

  it('accepts only pages of this site in internal-only fields', () => {
    expect(resolveHref('https://example.co.uk', 'internalHref', pages).problem?.code).toBe('link/malformed');
    expect(resolveHref('/timber/plywood', 'internalHref', pages)).toEqual({ target: '/timber/plywood' });
  });

  it('names an unsafe scheme as such in internal-only fields too, and says what the field takes', () => {
    const { problem } = resolveHref('javascript:alert(1)', 'internalHref', pages);
    expect(problem?.code).toBe('link/bad-scheme');
    expect(problem?.hint).toMatch(/unsafe.*only links to pages of this site/);
    expect(problem?.hint).not.toContain('tel:');
  });

  it('accepts only https form endpoints', () => {
    expect(resolveHref('https://forms.example.co.uk/quote', 'endpoint', pages)).toEqual({});
    expect(resolveHref('http://forms.example.co.uk/quote', 'endpoint', pages).problem?.code).toBe('link/bad-scheme');
    expect(resolveHref('/contact', 'endpoint', pages).problem?.code).toBe('link/malformed');
  });
});
