import { describe, expect, it } from 'vitest';
import { mailtoAction, mailtoUrl, newsletterMail, quoteMail } from './mailto.ts';

describe('quoteMail', () => {
  it('puts the need and name in the subject and every given field in the body', () => {
    const mail = quoteMail({
      name: 'Jo Bloggs',
      phone: '01632 960123',
      email: '',
      need: 'Timber',
      postcode: 'EX15 1ZZ',
      message: 'Twenty lengths of 47 x 100.\nDelivery Friday.',
    });
    expect(mail.subject).toBe('Quote request: Timber from Jo Bloggs');
    expect(mail.body).toBe('Name: Jo Bloggs\nPhone: 01632 960123\nWhat I need: Timber\nDelivery postcode: EX15 1ZZ\n\nTwenty lengths of 47 x 100.\nDelivery Friday.\n');
  });

  it('leaves the need out of the subject when none was chosen', () => {
    expect(quoteMail({ name: 'Jo', phone: '', email: 'jo@example.co.uk', need: '', postcode: '', message: 'Sand' }).subject).toBe('Quote request from Jo');
  });
});

describe('mailtoUrl', () => {
  it('percent-encodes subject and body with CRLF line breaks (RFC 6068)', () => {
    expect(mailtoUrl('sales@yard.example', { subject: 'Quote request: Sands & Aggregates', body: 'Line one\nLine two?' })).toBe(
      'mailto:sales@yard.example?subject=Quote%20request%3A%20Sands%20%26%20Aggregates&body=Line%20one%0D%0ALine%20two%3F',
    );
  });

  it('round-trips through URL parsing', () => {
    const body = 'Name: Jo\n\n100% sure & ready = yes #1';
    const url = new URL(mailtoUrl('a@b.example', { subject: 'Hi', body }));
    expect(url.searchParams.get('body')).toBe(body.replace(/\n/g, '\r\n'));
  });
});

describe('mailtoAction and newsletterMail', () => {
  it('gives the no-JavaScript action an encoded subject', () => {
    expect(mailtoAction('sales@yard.example', 'Quote request')).toBe('mailto:sales@yard.example?subject=Quote%20request');
  });

  it('writes a sign-up request naming the address', () => {
    expect(newsletterMail('jo@example.co.uk', 'Kestle & Daw')).toEqual({
      subject: 'Newsletter sign-up',
      body: 'Please add jo@example.co.uk to the Kestle & Daw newsletter.\n',
    });
  });
});
