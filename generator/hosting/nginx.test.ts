import { describe, expect, it } from 'vitest';
import { renderNginxInclude } from './nginx.ts';
import { headersFor, hostingRules } from './rules.ts';

const rules = hostingRules({
  topLevel: [
    { name: 'assets', folder: true },
    { name: 'images', folder: true },
    { name: 'timber', folder: true },
    { name: 'favicon.svg', folder: false },
  ],
});
const include = renderNginxInclude(rules);

function location(start: string): string {
  const at = include.indexOf(`${start} {`);
  expect(at, start).toBeGreaterThanOrEqual(0);
  return include.slice(at, include.indexOf('\n}', at));
}

describe('nginx include', () => {
  it("answers /timber/ from timber/index.html, /timber with nginx's folder redirect to /timber/, and unknown paths with the 404 page", () => {
    expect(include).toContain('index index.html;');
    expect(include).toContain('absolute_redirect off;');
    expect(include).toContain('error_page 404 /404.html;');
    expect(location('location /')).toContain('try_files $uri $uri/ =404;');
    expect(include).not.toContain('$uri/index.html');
  });

  it('repeats every header in each location, since add_header there replaces the ones above', () => {
    for (const [start, path] of [['location /', '/timber/plywood'], ['location ^~ /assets/', '/assets/a.js'], ['location ^~ /images/', '/images/a.svg'], ['location = /favicon.svg', '/favicon.svg']] as const) {
      const block = location(start);
      const headers = Object.entries(headersFor(rules, path));
      expect(block.match(/add_header/g)?.length, start).toBe(headers.length);
      for (const [name, value] of headers) expect(block, `${start} ${name}`).toContain(`add_header ${name} "${value}" always;`);
    }
  });

  it('writes a location only where the headers differ from the rest of the site', () => {
    expect(include).not.toContain('/timber');
  });

  it('does not serve the files written for servers', () => {
    expect(location('location ~ ^/(_headers|_nginx\\.conf|_redirects)$')).toContain('return 404;');
  });
});
