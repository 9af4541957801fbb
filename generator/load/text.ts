/**
 * Turns a file's bytes into the text the YAML parser reads, refusing what is not text: a binary
 * file saved with a .yaml name, text in an old encoding such as Windows-1252, or an invisible
 * control character pasted in by accident. Each is reported at the exact line and column, and
 * the text handed on is always safe to print in a terminal.
 */
import { CONTROL_CHARACTER, printable } from '../diagnostics/printable.ts';

export type Decoded =
  | { text: string; problem?: undefined }
  | { text: string; problem: { detail: string; hint: string; line: number; column: number; offset: number } };

const STRICT_UTF8 = new TextDecoder('utf-8', { fatal: true });

export function decodeText(bytes: Uint8Array): Decoded {
  let strict: string | undefined;
  try {
    strict = STRICT_UTF8.decode(bytes);
  } catch {
    // Not UTF-8: found and explained below.
  }
  // The common case in one native pass and one scan (a zero byte is a control character too).
  // The decoder drops a byte-order mark, which some Windows editors save and is not part of the YAML.
  if (strict !== undefined && !CONTROL_CHARACTER.test(strict)) return { text: strict };
  return explainedProblem(bytes);
}

function explainedProblem(bytes: Uint8Array): Decoded {
  const utf16 = utf16Order(bytes);
  if (utf16) {
    return {
      text: printable(new TextDecoder(utf16 === 'LE' ? 'utf-16le' : 'utf-16be').decode(bytes)),
      problem: {
        line: 1,
        column: 1,
        offset: 0,
        detail: `it is saved as UTF-16 ${utf16} (what Windows Notepad calls 'Unicode'), not UTF-8, so every letter takes two bytes and the YAML reader sees only gaps.`,
        hint: `Save it again with the encoding 'UTF-8': in VS Code, click 'UTF-16 ${utf16}' in the status bar, choose 'Save with Encoding', then 'UTF-8'; in Notepad, use File > Save As and set Encoding to 'UTF-8'.`,
      },
    };
  }
  const lossy = new TextDecoder('utf-8').decode(bytes);
  const text = printable(lossy);
  const zero = bytes.indexOf(0);
  if (zero !== -1) {
    return {
      text,
      problem: {
        ...positionOf(bytes, zero),
        detail: 'it holds binary data, not text, so it is probably not a catalogue file.',
        hint: 'If it is a picture or a document, move it out of the catalogue (pictures go in images/); if it should be a page, open it in a text editor and save it again as YAML.',
      },
    };
  }
  const invalid = firstInvalidUtf8(bytes);
  if (invalid !== -1) {
    return {
      text,
      problem: {
        ...positionOf(bytes, invalid),
        detail: `it is not saved as UTF-8: the byte 0x${(bytes[invalid] ?? 0).toString(16).toUpperCase().padStart(2, '0')} here ${inWindows1252(bytes[invalid] ?? 0)}`,
        hint: "Save the file again with the encoding 'UTF-8' (in VS Code, click the encoding in the status bar and choose 'Save with Encoding'; in Notepad, File > Save As, Encoding 'UTF-8'), then check the letter at this position.",
      },
    };
  }
  const control = CONTROL_CHARACTER.exec(lossy);
  if (control) {
    const before = lossy.slice(0, control.index);
    const lineStart = before.lastIndexOf('\n') + 1;
    return {
      text,
      problem: {
        line: before.split('\n').length,
        column: control.index - lineStart + 1,
        offset: control.index,
        detail: `it holds the invisible control character U+${control[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}, which YAML does not allow (it usually comes with text pasted from another program).`,
        hint: 'Delete the text around this position and type it again.',
      },
    };
  }
  return { text };
}

/** Windows-1252's letters for 0x80-0x9F, where it differs from Latin-1 (Node's decoder does not always know them); '' is unused. */
const WINDOWS_1252_HIGH = '€,,‚,ƒ,„,…,†,‡,ˆ,‰,Š,‹,Œ,,Ž,,,‘,’,“,”,•,–,—,˜,™,š,›,œ,,ž,Ÿ'.split(',');

/** What a byte that is not UTF-8 most likely is: a letter in Windows-1252, the 'ANSI' of older Windows programs. */
function inWindows1252(byte: number): string {
  const letter = byte >= 0xa0 ? String.fromCharCode(byte) : (WINDOWS_1252_HIGH[byte - 0x80] ?? '');
  return letter !== '' && byte !== 0xad
    ? `is '${letter}' in Windows-1252 (what older Windows programs call 'ANSI'), the encoding the file seems to be saved in.`
    : "belongs to another encoding (often a letter such as 'é' or a '£' saved by an older program).";
}

/**
 * 'LE' or 'BE' for text saved as UTF-16, with or without a byte-order mark: YAML is mostly
 * ASCII, so in UTF-16 one byte of nearly every pair is zero, always on the same side.
 */
function utf16Order(bytes: Uint8Array): 'LE' | 'BE' | undefined {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'LE';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'BE';
  const pairs = Math.min(bytes.length >> 1, 4096);
  if (pairs < 2) return undefined;
  let evenZero = 0;
  let oddZero = 0;
  for (let i = 0; i < pairs; i += 1) {
    if (bytes[2 * i] === 0) evenZero += 1;
    if (bytes[2 * i + 1] === 0) oddZero += 1;
  }
  if (oddZero >= pairs * 0.6 && evenZero <= pairs * 0.05) return 'LE';
  if (evenZero >= pairs * 0.6 && oddZero <= pairs * 0.05) return 'BE';
  return undefined;
}

/** Line, column and character offset of a byte, counted as the parser counts them (UTF-16 units). */
function positionOf(bytes: Uint8Array, offset: number): { line: number; column: number; offset: number } {
  const lineStart = offset === 0 ? 0 : bytes.lastIndexOf(0x0a, offset - 1) + 1;
  const line = bytes.subarray(0, lineStart).reduce((count, byte) => count + (byte === 0x0a ? 1 : 0), 1);
  const decode = (part: Uint8Array) => new TextDecoder('utf-8').decode(part).length;
  return { line, column: decode(bytes.subarray(lineStart, offset)) + 1, offset: decode(bytes.subarray(0, offset)) };
}

/** The offset of the first byte that does not start or continue a well-formed UTF-8 sequence, or -1. */
function firstInvalidUtf8(bytes: Uint8Array): number {
  for (let i = 0; i < bytes.length; ) {
    const lead = bytes[i] ?? 0;
    const [length, min, max] = lead < 0x80 ? [1, 0, 0] : lead >= 0xc2 && lead < 0xe0 ? [2, 0x80, 0xbf] : lead === 0xe0 ? [3, 0xa0, 0xbf] : lead === 0xed ? [3, 0x80, 0x9f] : lead > 0xe0 && lead < 0xf0 ? [3, 0x80, 0xbf] : lead === 0xf0 ? [4, 0x90, 0xbf] : lead > 0xf0 && lead < 0xf4 ? [4, 0x80, 0xbf] : lead === 0xf4 ? [4, 0x80, 0x8f] : [0, 0, 0];
    if (length === 0) return i;
    for (let k = 1; k < length; k += 1) {
      const next = bytes[i + k];
      // The second byte's range rules out overlong forms and surrogates; later bytes are plain continuations.
      if (next === undefined || (k === 1 ? next < min || next > max : next >> 6 !== 2)) return i;
    }
    i += length;
  }
  return -1;
}
