import { describe, expect, it } from 'vitest';
import { parseHeadersFile, renderHeadersFile } from './headers-file.ts';
import { CACHE_FOREVER, contentSecurityPolicy, headersFor, hostingRules, pathMatches, PICTURE_POLICY, REVALIDATE } from './rules.ts';

const topLevel = [
  { name: 'assets', folder: true },
  { name: 'images', folder: true },
  { name: '_data', folder: true },
  { name: 'timber', folder: true },
  { name: 'index.html', folder: false },
  { name: '404.html', folder: false },
  { name: 'favicon.svg', folder: false },
  { name: 'sitemap.xml', folder: false },
  { name: '_headers', folder: false },
];
const forms = { quoteEndpoint: 'https://forms.example.net/f/quote', newsletterEndpoint: 'https://forms.example.net/f/news' };
const rules = hostingRules({ forms, topLevel });
const SITE_PATHS = ['/', '/index.html', '/timber', '/timber/', '/timber/plywood', '/_data/timber/plywood.json', '/404.html', '/sitemap.xml', '/favicon.svg', '/assets/entry-client-Bm.js', '/images/timber/plywood.3f2a.svg'];

describe('content security policy', () => {
  it('allows only the site itself for scripts, styles, pictures and fonts, and nothing inline', () => {
    const policy = contentSecurityPolicy({});
    // WebAssembly only (the site search): 'wasm-unsafe-eval' never lets JavaScript be eval'd.
    for (const directive of ["default-src 'self'", "script-src 'self' 'wasm-unsafe-eval'", "style-src 'self'", "img-src 'self'", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) {
      expect(policy.split('; ')).toContain(directive);
    }
    expect(policy).not.toMatch(/unsafe-inline|'unsafe-eval'|\*/);
    expect(policy.split('; ')).toContain("form-action 'self' mailto:");
  });

  it('lets the forms post to the endpoints site.yaml names, and the background send reach them', () => {
    const policy = contentSecurityPolicy({ forms }).split('; ');
    expect(policy).toContain("form-action 'self' mailto: https://forms.example.net/f/quote https://forms.example.net/f/news");
    expect(policy).toContain("connect-src 'self' https://forms.example.net/f/quote https://forms.example.net/f/news");
  });
});

describe('hosting rules', () => {
  it('sends the policy and the security headers on every path', () => {
    for (const path of [...SITE_PATHS, '/no-such-page']) {
      const headers = headersFor(rules, path);
      expect(headers['Content-Security-Policy']).toContain("script-src 'self'");
      expect(headers['X-Content-Type-Options']).toBe('nosniff');
      expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['Permissions-Policy']).toMatch(/camera=\(\)/);
    }
  });

  it('caches hashed files for a year and has pages and page data revalidated, each path by one rule', () => {
    const cache = (path: string) => headersFor(rules, path)['Cache-Control'];
    expect(cache('/assets/entry-client-Bm.js')).toBe(CACHE_FOREVER);
    expect(cache('/images/timber/plywood.3f2a.svg')).toBe(CACHE_FOREVER);
    for (const path of ['/', '/index.html', '/timber', '/timber/', '/timber/plywood', '/_data/timber/plywood.json', '/404.html', '/sitemap.xml', '/favicon.svg']) {
      expect(cache(path), path).toBe(REVALIDATE);
    }
  });

  it('has the search index revalidated, listed in the folder or not (it is written after the rules)', () => {
    for (const listed of [topLevel, [...topLevel, { name: 'pagefind', folder: true }]]) {
      const made = hostingRules({ forms, topLevel: listed });
      for (const path of ['/pagefind/pagefind-entry.json', '/pagefind/pagefind.js', '/pagefind/index/en_3f2a1b7.pf_index']) {
        expect(headersFor(made, path)['Cache-Control'], path).toBe(REVALIDATE);
      }
      expect(made.filter((rule) => rule.path === '/pagefind/*')).toHaveLength(1);
    }
  });

  it('sets no header twice on a path except the policy, which hosts then enforce both of', () => {
    for (const path of SITE_PATHS) {
      const names = rules.filter((rule) => pathMatches(rule.path, path)).flatMap((rule) => Object.keys(rule.headers));
      const twice = names.filter((name, i) => name !== 'Content-Security-Policy' && names.indexOf(name) !== i);
      expect(twice, path).toEqual([]);
    }
  });

  it('forbids script in pictures, SVG included', () => {
    for (const path of ['/images/timber/plywood.3f2a.svg', '/favicon.svg']) {
      expect(headersFor(rules, path)['Content-Security-Policy']).toContain(PICTURE_POLICY);
    }
    expect(headersFor(rules, '/timber')['Content-Security-Policy']).not.toContain('sandbox');
  });

  it('names no rule for the files written for servers', () => {
    expect(rules.map((rule) => rule.path)).not.toContain('/_headers');
  });
});

describe('_headers file', () => {
  it('reads back as the rules it was written from', () => {
    const text = renderHeadersFile(rules);
    expect(text).toMatch(/^\/\*\n {2}Content-Security-Policy: default-src 'self';/m);
    expect(text).toMatch(/^\/assets\/\*\n {2}Cache-Control: public, max-age=31536000, immutable$/m);
    expect(parseHeadersFile(text)).toEqual(rules);
  });

  it('refuses a header line that belongs to no path', () => {
    expect(() => parseHeadersFile('  X-Frame-Options: DENY\n')).toThrow(/outside a path/);
  });
});
