import { describe, expect, it } from 'vitest';
import { newsletterEmailError } from './newsletter.ts';

describe('newsletterEmailError', () => {
  it('asks for an address when there is none, and a proper one when it is malformed', () => {
    expect(newsletterEmailError('  ')).toBe('Enter your email address to subscribe.');
    expect(newsletterEmailError('jo@example')).toBe('Enter an email address in the form name@example.co.uk.');
  });

  it('accepts an address, spaces around it included', () => {
    expect(newsletterEmailError(' jo@example.co.uk ')).toBeUndefined();
  });
});
