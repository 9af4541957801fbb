import { describe, expect, it } from 'vitest';
import { readArgs, usageOf } from './args.ts';

const command = {
  name: 'bench:site',
  summary: 'Times builds.',
  options: {
    runs: { type: 'count', default: 3, help: 'builds of each kind' },
    products: { type: 'count', min: 0, default: 10000, help: 'products (0: none)' },
    base: { type: 'text', help: 'a commit' },
    cold: { type: 'flag', help: 'cold builds only' },
  },
} as const;

describe('readArgs', () => {
  it('gives the defaults, and numbers for counts', () => {
    expect(readArgs(command, [])).toEqual({ values: { runs: 3, products: 10000, base: undefined, cold: false } });
    expect(readArgs(command, ['--runs', '5', '--products=0', '--base', 'abc123', '--cold'])).toEqual({ values: { runs: 5, products: 0, base: 'abc123', cold: true } });
  });

  it('prints the usage for --help and -h, with each option, its default and meaning', () => {
    for (const help of ['--help', '-h']) {
      const parsed = readArgs(command, ['--runs', '2', help]);
      expect(parsed).toEqual({ exit: { code: 0, text: usageOf(command) } });
    }
    const usage = usageOf(command);
    expect(usage).toMatch(/^usage: npm run bench:site -- \[options\]/);
    expect(usage).toMatch(/--runs N\s+builds of each kind \(default 3\)/);
    expect(usage).toMatch(/--base VALUE\s+a commit\n/);
    expect(usage).toMatch(/--cold\s+cold builds only\n/);
    expect(usage).toMatch(/--help\s+print this and exit$/);
  });

  it('stops on an unknown option or a missing value, naming it, with the usage', () => {
    const unknown = readArgs(command, ['--rusn', '3']);
    expect(unknown).toEqual({ exit: { code: 2, text: expect.stringMatching(/^bench:site: Unknown option '--rusn'\n\nusage: /) } });
    const missing = readArgs(command, ['--runs']);
    expect(missing).toEqual({ exit: { code: 2, text: expect.stringMatching(/^bench:site: Option '--runs <value>' argument missing\n\nusage: /) } });
    expect(readArgs(command, ['extra'])).toMatchObject({ exit: { code: 2 } });
  });

  it('takes only whole numbers, from the least each count allows', () => {
    for (const [args, text] of [
      [['--runs', 'abc'], "--runs takes a whole number of 1 or more, not 'abc'"],
      [['--runs', '0'], "--runs takes a whole number of 1 or more, not '0'"],
      [['--runs', '2.5'], "--runs takes a whole number of 1 or more, not '2.5'"],
      [['--runs', '1e3'], "--runs takes a whole number of 1 or more, not '1e3'"],
      [['--products', '-1'], "--products takes a whole number of 0 or more, not '-1'"],
    ] as const) {
      expect(readArgs(command, [...args])).toEqual({ exit: { code: 2, text: expect.stringContaining(`bench:site: ${text}\n\nusage: `) } });
    }
  });

  it('reads a list of counts, each a whole number from its least', () => {
    const sized = { name: 'bench:validate', summary: 'Times validate.', options: { sizes: { type: 'counts', default: '1000,5000', help: 'products in each catalogue' } } } as const;
    expect(readArgs(sized, [])).toEqual({ values: { sizes: [1000, 5000] } });
    expect(readArgs(sized, ['--sizes', '10, 20'])).toEqual({ values: { sizes: [10, 20] } });
    expect(usageOf(sized)).toMatch(/--sizes N,N,\.\.\.\s+products in each catalogue \(default 1000,5000\)/);
    for (const given of ['10,x', '0', '10,,20', '-5']) {
      expect(readArgs(sized, ['--sizes', given])).toEqual({ exit: { code: 2, text: expect.stringContaining(`bench:validate: --sizes takes whole numbers of 1 or more, comma-separated, not '${given}'\n\nusage: `) } });
    }
  });
});
