/**
 * Random mutations of the shipped catalogue, a few hundred per run (fast-check prints the seed
 * of any failure, so it can be replayed). Whatever the mutation, `catalogue validate --format
 * json`, run in this process, exits 0 or 1, prints no internal error and prints JSON that parses.
 * Mutations of a class known to change the meaning silently (an indent slip that joins a list
 * entry onto the one above, a '- >-' indented or replaced, an entry given twice, an invisible
 * character) must each be reported, as an error or warning, in the file that was changed.
 */
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main, type Io } from '../cli.ts';

const SCRATCH = fileURLToPath(new URL('../../.bench/', import.meta.url));
mkdirSync(SCRATCH, { recursive: true });
const root = mkdtempSync(path.join(SCRATCH, 'property-'));
const dir = path.join(root, 'catalogue');
afterAll(() => rmSync(root, { recursive: true, force: true }));

cpSync(fileURLToPath(new URL('../../catalogue/', import.meta.url)), dir, { recursive: true });
const FILES = readdirSync(dir, { recursive: true })
  .map((name) => String(name).split(path.sep).join('/'))
  .filter((name) => name.endsWith('.yaml') && !name.startsWith('images/'))
  .sort();
const ORIGINAL = new Map(FILES.map((file) => [file, readFileSync(path.join(dir, file), 'utf8')]));
const linesOf = (file: string) => (ORIGINAL.get(file) ?? '').split('\n');

interface JsonReport {
  summary: { errors: number; warnings: number };
  diagnostics: { file: string | null; severity: string; code: string }[];
}

interface Outcome {
  exitCode: number;
  stderr: string;
  report: JsonReport;
}

/** A run never takes this long; one that does is a hang. */
const HANG_MS = 20_000;

async function validate(file: string, text: string | Buffer): Promise<Outcome> {
  writeFileSync(path.join(dir, file), text);
  let stdout = '';
  let stderr = '';
  const io: Io = { stdout: (t) => void (stdout += t), stderr: (t) => void (stderr += t), color: false };
  try {
    let timer: NodeJS.Timeout | undefined;
    const hang = new Promise<number>((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer within ${HANG_MS} ms`)), HANG_MS)));
    const exitCode = await Promise.race([main(['node', 'catalogue', 'validate', '--catalogue', dir, '--format', 'json'], io), hang]).finally(() => clearTimeout(timer));
    return { exitCode, stderr, report: JSON.parse(stdout) as JsonReport };
  } finally {
    writeFileSync(path.join(dir, file), ORIGINAL.get(file) ?? '');
  }
}

/** Reported in the changed file as something to fix (the shipped catalogue has no errors or warnings). */
function reportedIn(outcome: Outcome, file: string): boolean {
  return outcome.report.diagnostics.some((d) => d.file?.endsWith(`catalogue/${file}`) && (d.severity === 'error' || d.severity === 'warning'));
}

beforeAll(async () => {
  const clean = await validate(FILES[0]!, ORIGINAL.get(FILES[0]!)!);
  expect([clean.exitCode, clean.report.summary.errors, clean.report.summary.warnings]).toEqual([0, 0, 0]);
}, 60_000);

/** Every line of every file that matches, as [file, line index] sites to mutate. */
function sites(test: (line: string, index: number, lines: string[]) => boolean): [string, number][] {
  return FILES.flatMap((file) => linesOf(file).flatMap((line, index, lines) => (test(line, index, lines) ? [[file, index] as [string, number]] : [])));
}

const indentOf = (line: string) => /^ */.exec(line)?.[0].length ?? 0;
const PLAIN_ITEM = /^( *)- (?![>|"'[{&*!])\S.*$/;
const BLOCK_ITEM = /^( *)- >-\s*$/;
/** A plain one-line list entry, after another at the same indent and with no continuation below. */
const joinableItem = (line: string, i: number, lines: string[]) =>
  PLAIN_ITEM.test(line) && PLAIN_ITEM.test(lines[i - 1] ?? '') && indentOf(lines[i - 1]!) === indentOf(line) && indentOf(lines[i + 1] ?? '') <= indentOf(line);
/** A '- >-' entry after another block entry of the same list. */
const laterBlockItem = (line: string, i: number, lines: string[]) => BLOCK_ITEM.test(line) && indentOf(lines[i - 1] ?? '') > indentOf(line) && lines.slice(0, i).some((l) => BLOCK_ITEM.test(l) && indentOf(l) === indentOf(line));
const PLAIN_FIELD = /^( *)(title|label|alt|heading|name|description): ([A-Za-z][^"'\\#:]*[a-z.])$/;

function withLine(file: string, index: number, change: (line: string, lines: string[]) => string[]): string {
  const lines = linesOf(file);
  return [...lines.slice(0, index), ...change(lines[index]!, lines), ...lines.slice(index + 1)].join('\n');
}

/** The line and every more-indented line below it, shifted right. */
function indentBlock(file: string, index: number, by: number): string {
  const lines = linesOf(file);
  const own = indentOf(lines[index]!);
  let end = index + 1;
  while (end < lines.length && lines[end]!.trim() !== '' && indentOf(lines[end]!) > own) end += 1;
  return [...lines.slice(0, index), ...lines.slice(index, end).map((line) => ' '.repeat(by) + line), ...lines.slice(end)].join('\n');
}

const pick = <T,>(items: readonly T[]) => fc.constantFrom(...items);

/** Mutations of a class known to change what is published without a syntax error. */
const meaningChanging = fc.oneof(
  pick(sites(joinableItem)).map(([file, i]) => ({ name: 'list entry indented one space too far', file, text: withLine(file, i, (line) => [` ${line}`]) })),
  pick(sites(laterBlockItem)).map(([file, i]) => ({ name: "'- >-' indented into the paragraph above", file, text: indentBlock(file, i, 2) })),
  fc.tuple(pick(sites(laterBlockItem)), pick(['true', 'false', '-1.5e3', 'null', '42', '2024-01-01', '~'])).map(([[file, i], word]) => ({
    name: `'- >-' replaced by '${word}'`,
    file,
    text: withLine(file, i, (line) => [line.replace('>-', word)]),
  })),
  pick(sites(joinableItem)).map(([file, i]) => ({ name: 'list entry given twice', file, text: withLine(file, i, (line) => [line, line]) })),
  fc.tuple(pick(sites((line) => PLAIN_FIELD.test(line))), pick(['\\x01', '\\0', '\\e[31m', '\\u200b', '\\u202e', '\\r', '\\t']), fc.nat()).map(([[file, i], escape, at]) => ({
    name: `control character '${escape}' written as a YAML escape`,
    file,
    text: withLine(file, i, (line) => {
      const [, indent, key, value = ''] = PLAIN_FIELD.exec(line)!;
      const cut = at % (value.length + 1);
      return [`${indent}${key}: "${value.slice(0, cut)}${escape}${value.slice(cut)}"`];
    }),
  })),
  fc.tuple(pick(sites((line) => PLAIN_FIELD.test(line) || /^ *(- |href: )\/[a-z0-9/#-]*$/.test(line))), pick(['\\u00a0', '\\u2003', '\\u3000', ' ', '\\t', '\\u2028', '\\ufeff']), fc.boolean()).map(([[file, i], space, atStart]) => ({
    name: `invisible space '${space}' at the ${atStart ? 'start' : 'end'} of a text or link`,
    file,
    text: withLine(file, i, (line) => {
      const [, head = '', value = ''] = /^( *(?:- |[A-Za-z]+: ))(.*)$/.exec(line)!;
      return [`${head}"${atStart ? space : ''}${value}${atStart ? '' : space}"`];
    }),
  })),
  fc.tuple(pick(sites((line) => PLAIN_FIELD.test(line))), fc.nat()).map(([[file, i], at]) => ({
    name: 'a lone carriage return inside text',
    file,
    text: withLine(file, i, (line) => {
      const [, indent, key, value = ''] = PLAIN_FIELD.exec(line)!;
      const cut = 1 + (at % Math.max(1, value.length - 1));
      return [`${indent}${key}: ${value.slice(0, cut)}\r${value.slice(cut)}`];
    }),
  })),
);

/** Anything at all: lines dropped, doubled, shifted or swapped, random text or bytes put in, the file cut short. */
const anyMutation = fc
  .tuple(
    pick(FILES),
    pick(['delete', 'duplicate', 'indent', 'dedent', 'insert', 'bytes', 'truncate', 'swap'] as const),
    fc.nat(),
    fc.nat(),
    fc.string({ unit: 'binary', maxLength: 12 }),
    fc.uint8Array({ maxLength: 12 }),
  )
  .map(([file, op, a, b, text, bytes]) => {
    const original = ORIGINAL.get(file) ?? '';
    const lines = original.split('\n');
    const i = a % lines.length;
    const j = b % lines.length;
    const at = a % (original.length + 1);
    const edited = (() => {
      switch (op) {
        case 'delete':
          return lines.filter((_, k) => k !== i).join('\n');
        case 'duplicate':
          return [...lines.slice(0, i + 1), lines[i], ...lines.slice(i + 1)].join('\n');
        case 'indent':
          return lines.map((line, k) => (k === i ? ' '.repeat(1 + (b % 4)) + line : line)).join('\n');
        case 'dedent':
          return lines.map((line, k) => (k === i ? line.slice(Math.min(indentOf(line), 1 + (b % 4))) : line)).join('\n');
        case 'insert':
          return original.slice(0, at) + text + original.slice(at);
        case 'bytes':
          return Buffer.concat([Buffer.from(original.slice(0, at)), Buffer.from(bytes), Buffer.from(original.slice(at))]);
        case 'truncate':
          return original.slice(0, at);
        case 'swap':
          return lines.map((line, k) => (k === i ? lines[j] : k === j ? lines[i] : line)).join('\n');
      }
    })();
    return { name: `${op} in ${file} at ${a}`, file, text: edited };
  });

describe('random mutations of the shipped catalogue', () => {
  it('always end in exit code 0 or 1 with JSON that parses, never an internal error or a hang', async () => {
    await fc.assert(
      fc.asyncProperty(anyMutation, async ({ file, text }) => {
        const outcome = await validate(file, text);
        expect(outcome.stderr).toBe('');
        expect([0, 1]).toContain(outcome.exitCode);
        expect(outcome.exitCode).toBe(outcome.report.summary.errors > 0 ? 1 : 0);
      }),
      { numRuns: 150 },
    );
  }, 240_000);

  it('report every mutation of a class that changes the meaning silently, in the file changed', async () => {
    await fc.assert(
      fc.asyncProperty(meaningChanging, async ({ name, file, text }) => {
        const outcome = await validate(file, text);
        expect(outcome.stderr).toBe('');
        expect([name, reportedIn(outcome, file)]).toEqual([name, true]);
      }),
      { numRuns: 150 },
    );
  }, 240_000);
});
