import { describe, expect, it } from 'vitest';
import { normaliseTel } from './tel.ts';

describe('normaliseTel', () => {
  it.each([
    ['01632 960415', '+441632960415'],
    ['(01632) 960-415', '+441632960415'],
    ['+44 (0)1632 960415', '+441632960415'],
    ['0044 1632 960415', '+441632960415'],
    ['+44 20 7946 0000', '+442079460000'],
    ['0800 123 456', '+44800123456'],
    ['+1 415 555 0100', '+14155550100'],
  ])('%s dials as %s', (written, e164) => {
    expect(normaliseTel(written)).toEqual({ ok: true, e164 });
  });

  it('rejects a UK number with digits missing, giving the normalised form and why', () => {
    expect(normaliseTel('01632 9604')).toEqual({
      ok: false,
      normalised: '+4416329604',
      reason: 'a UK number has 10 or 11 digits including its leading 0, and this one has 9',
    });
  });

  it.each(['1632 960415', '01632 96O415', '+0 123 4567 890', '+1234', '+1234567890123456'])('rejects %s', (written) => {
    expect(normaliseTel(written).ok).toBe(false);
  });
});
