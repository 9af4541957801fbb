import { describe, expect, it } from 'vitest';
import { formTarget } from './target.ts';

describe('formTarget', () => {
  it('posts plainly to an https endpoint', () => {
    expect(formTarget('https://forms.example/q', 'sales@yard.example', 'Quote request')).toEqual({
      kind: 'endpoint',
      action: 'https://forms.example/q',
      method: 'post',
      encType: undefined,
    });
  });

  it('falls back to mail, as plain text with the subject set, when there is no https endpoint', () => {
    const mail = { kind: 'mail', action: 'mailto:sales@yard.example?subject=Quote%20request', method: 'post', encType: 'text/plain' };
    expect(formTarget(undefined, 'sales@yard.example', 'Quote request')).toEqual(mail);
    expect(formTarget('http://forms.example/q', 'sales@yard.example', 'Quote request')).toEqual(mail);
    expect(formTarget('', 'sales@yard.example', 'Quote request')).toEqual(mail);
  });

  it('applies the validator\'s own rule: an endpoint with a password or without "//" falls back to mail', () => {
    for (const endpoint of ['https:forms.example/q', 'https://user:pass@forms.example/n', 'https://forms/q']) {
      expect(formTarget(endpoint, 'sales@yard.example', 'Quote request').kind).toBe('mail');
    }
  });

  it('never lets an email address carry extra recipients into the mail link', () => {
    const { action } = formTarget(undefined, 'sales@yard.example?bcc=spy@evil.example&x=', 'Quote request');
    expect(action).toBe('mailto:?subject=Quote%20request');
  });
});
