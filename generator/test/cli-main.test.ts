import { describe, expect, it } from 'vitest';
import { main, type Io } from '../cli.ts';
import { fixture } from './cli-helpers.ts';

function capture(color: boolean): Io & { out: string[]; err: string[] } {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, color, stdout: (text) => out.push(text), stderr: (text) => err.push(text) };
}

describe('main', () => {
  it('returns the exit code instead of setting it', async () => {
    const io = capture(false);
    expect(await main(['node', 'catalogue', 'validate', '--catalogue', fixture('schema-faults')], io)).toBe(1);
    expect(process.exitCode).toBeUndefined();
    expect(io.out.join('')).toContain('3 errors, 0 warnings');
  });

  it('colours the stylish format when the terminal wants colour', async () => {
    const io = capture(true);
    await main(['node', 'catalogue', 'validate', '--catalogue', fixture('schema-faults')], io);
    expect(io.out.join('')).toContain('\u001b[31merror\u001b[39m');
  });

  it('reports a fault in the tool itself in one line, as the tool\'s, with the stack only under --debug', async () => {
    const failing = (debug: boolean) => {
      const io = capture(false);
      const argv = ['node', 'catalogue', 'validate', '--catalogue', fixture('clean'), ...(debug ? ['--debug'] : [])];
      return { io, run: main(argv, { ...io, stdout: () => { throw new Error('the formatter broke'); } }) };
    };
    const quiet = failing(false);
    expect(await quiet.run).toBe(2);
    expect(quiet.io.err.join('')).toBe("catalogue: internal error: the formatter broke\nThis is a fault in the catalogue tool, not in your files. Run again with --debug to see where it happened.\n");
    const debug = failing(true);
    expect(await debug.run).toBe(2);
    expect(debug.io.err.join('')).toMatch(/^catalogue: internal error: Error: the formatter broke\n\s+at /);
  });

  it('never colours machine-readable formats', async () => {
    const io = capture(true);
    await main(['node', 'catalogue', 'validate', '--catalogue', fixture('schema-faults'), '--format', 'json'], io);
    expect(() => JSON.parse(io.out.join(''))).not.toThrow();
  });
});
