import { describe, expect, it } from 'vitest';
import { isDialablePhone, looksLikeEmail, PHONE_PATTERN } from './contact-details.ts';

describe('isDialablePhone', () => {
  it.each(['01632 960415', '01632960415', '07700 900123', '(01632) 960-415', '+44 1632 960415', '+44 (0)1632 960415', '0044 1632 960415', '+1 202.555.0143', '020 7946 0000'])(
    'accepts %j',
    (input) => expect(isDialablePhone(input)).toBe(true),
  );

  it.each(['', '12345', '01632', '1632 960415', '0163 2960 415 123', 'call me', '01632 96041x', '+0 123456789', '+1234567890123456', '00 1632'])(
    'rejects %j',
    (input) => expect(isDialablePhone(input)).toBe(false),
  );

  it('has a no-JavaScript pattern that compiles with the v flag and agrees on the common cases', () => {
    const pattern = new RegExp(`^(?:${PHONE_PATTERN})$`, 'v');
    expect(pattern.test('+44 (0)1632 960415')).toBe(true);
    expect(pattern.test('01632 960415')).toBe(true);
    expect(pattern.test('call me')).toBe(false);
    expect(pattern.test('123')).toBe(false);
  });
});

describe('looksLikeEmail', () => {
  it.each(['jo@example.co.uk', ' jo.bloggs+quotes@mail.example ', 'a@b.cd'])('accepts %j', (input) => {
    expect(looksLikeEmail(input)).toBe(true);
  });

  it.each(['', 'jo', 'jo@', 'jo@example', '@example.com', 'jo bloggs@example.com', 'jo@@example.com'])('rejects %j', (input) => {
    expect(looksLikeEmail(input)).toBe(false);
  });
});
