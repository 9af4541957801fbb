import { describe, expect, it } from 'vitest';
import { CONTROL_CHARACTER } from '../diagnostics/printable.ts';
import { decodeText } from './text.ts';

const bytes = (...parts: (string | number[])[]) => Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'utf8') : Buffer.from(part))));

describe('decodeText', () => {
  it('passes UTF-8 text through, without a byte-order mark', () => {
    expect(decodeText(bytes([0xef, 0xbb, 0xbf], 'title: Café £5\n'))).toEqual({ text: 'title: Café £5\n' });
  });

  it('points at the first byte of another encoding, counting columns in characters', () => {
    const { problem, text } = decodeText(bytes('# ok\ntitle: Café ', [0xe9], '\n'));
    expect(problem).toMatchObject({ line: 2, column: 13, offset: 17 });
    expect(problem?.detail).toContain('not saved as UTF-8: the byte 0xE9');
    expect(text).toBe('# ok\ntitle: Café \ufffd\n');
  });

  it('rejects overlong forms and surrogates as not UTF-8', () => {
    expect(decodeText(bytes('a: ', [0xc0, 0xaf])).problem?.column).toBe(4);
    expect(decodeText(bytes('a: ', [0xed, 0xa0, 0x80])).problem?.column).toBe(4);
  });

  it('calls a file with a zero byte binary, and never hands on control characters', () => {
    const { problem, text } = decodeText(bytes([0x7f], 'ELF', [2, 1, 0, 0], '\n'));
    expect(problem?.detail).toContain('binary data');
    expect(problem).toMatchObject({ line: 1, column: 7 });
    expect(text).not.toMatch(CONTROL_CHARACTER);
  });

  it('points at an invisible control character pasted into text', () => {
    const { problem, text } = decodeText(bytes('title: Ply\u001b[31mwood\n'));
    expect(problem).toMatchObject({ line: 1, column: 11, offset: 10 });
    expect(problem?.detail).toContain('U+001B');
    expect(text).toBe('title: Ply\ufffd[31mwood\n');
  });

  it.each([
    ['with a byte-order mark', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('title: Plywood\n', 'utf16le')]), 'LE'],
    ['without one', Buffer.from('title: Plywood\nrelated:\n  - /timber\n', 'utf16le'), 'LE'],
    ['big-endian', Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from('title: Plywood\n', 'utf16le').swap16()]), 'BE'],
  ])('names UTF-16 %s, as Windows editors save it, instead of calling it binary', (_, saved, order) => {
    const { problem, text } = decodeText(saved);
    expect(problem?.detail).toContain(`saved as UTF-16 ${order}`);
    expect(problem?.detail).not.toContain('binary');
    expect(problem?.hint).toContain("'UTF-8'");
    expect(text).toContain('title: Plywood');
  });

  it('names the letter a Windows-1252 byte stands for', () => {
    const { problem } = decodeText(Buffer.from('title: Caf\u00e9 \u00a35 a sheet\n', 'latin1'));
    expect(problem?.detail).toContain("the byte 0xE9 here is 'é' in Windows-1252");
    expect(decodeText(bytes('price: ', [0x80])).problem?.detail).toContain("is '€' in Windows-1252");
  });
});

