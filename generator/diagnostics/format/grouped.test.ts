import { describe, expect, it } from 'vitest';
import { grouped } from './grouped.ts';

describe('grouped', () => {
  it("writes whole numbers as toLocaleString('en-GB') does", () => {
    const samples = [0, 1, 7, 12, 999, 1000, 1001, 9999, 10104, 99999, 100000, 123456, 1234567, 10000000, Number.MAX_SAFE_INTEGER];
    for (let n = 1; n < 5000; n += 37) samples.push(n, n * 1013);
    for (const n of [...samples, ...samples.filter((s) => s > 0).map((s) => -s)]) expect(grouped(n)).toBe(n.toLocaleString('en-GB'));
  });

  it('leaves other numbers to toLocaleString', () => {
    expect(grouped(1234.5)).toBe('1,234.5');
    expect(grouped(Number.NaN)).toBe('NaN');
  });
});
