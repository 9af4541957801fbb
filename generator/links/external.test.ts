import { describe, expect, it } from 'vitest';
import { resolveHref } from './resolve.ts';

const pages = new Map([['/contact', { kind: 'contact' as const }]]);

describe('web addresses and email links in the link checker', () => {
  it.each([
    ['https:evil.example', "'https:' must be followed by '//'", 'https://evil.example'],
    ['https://user:pass@forms.example/n', 'user name or password', undefined],
    ['https://forms/q', "'forms' is not a full host name", undefined],
    ['HTTPS://forms.example/q', 'lower case', undefined],
  ])('refuses %s in a link and as a form endpoint, saying why', (href, why, suggestion) => {
    for (const type of ['href', 'endpoint'] as const) {
      const { problem } = resolveHref(href, type, pages);
      expect(problem?.code).toBe('link/bad-https');
      expect(problem?.hint).toContain(why);
      expect(problem?.suggestion).toBe(suggestion);
    }
  });

  it('refuses a mailto: link that adds a recipient, and says so', () => {
    const { problem } = resolveHref('mailto:sales@x.example?bcc=spy@evil.example', 'href', pages);
    expect(problem?.code).toBe('link/bad-mailto');
    expect(problem?.hint).toContain('never cc, bcc');
  });

  it('accepts the addresses the catalogue uses', () => {
    for (const href of ['https://www.openstreetmap.org/search?query=Station%20Road', 'mailto:sales@kestleanddaw.example?subject=Quote']) {
      expect(resolveHref(href, 'href', pages)).toEqual({});
    }
  });
});
