/**
 * The command line of a benchmark script (`npm run bench:* -- ...`): each option with what it
 * does, so `--help` prints them, and a mistyped option, a missing value or a count that is not a
 * whole number stops the script at once with what was wrong and the usage, instead of Node's
 * stack trace or a benchmark of NaN runs.
 */
import { parseArgs } from 'node:util';

interface Counted {
  type: 'count';
  /** The smallest count that makes sense (1 unless 0 means something). */
  min?: number;
  default?: number;
  help: string;
}
/** Whole numbers, comma-separated (`--sizes 1000,5000`), each at least `min` (1 unless given). */
interface Counts {
  type: 'counts';
  min?: number;
  default?: string;
  help: string;
}
interface Text {
  type: 'text';
  default?: string;
  help: string;
}
interface Flag {
  type: 'flag';
  help: string;
}
export type OptionSpec = Counted | Counts | Text | Flag;

type ValueOf<S extends OptionSpec> = S extends Counted
  ? S extends { default: number }
    ? number
    : number | undefined
  : S extends Counts
    ? S extends { default: string }
      ? number[]
      : number[] | undefined
    : S extends Text
    ? S extends { default: string }
      ? string
      : string | undefined
    : boolean;

export type Values<O extends Record<string, OptionSpec>> = { [K in keyof O]: ValueOf<O[K]> };

/** What to do: run with these values, or print `text` and end with `code` (0: --help). */
export type Parsed<O extends Record<string, OptionSpec>> = { values: Values<O> } | { exit: { code: 0 | 2; text: string } };

export interface Command<O extends Record<string, OptionSpec>> {
  /** As the user types it: 'bench:site'. */
  name: string;
  /** One line: what the script measures. */
  summary: string;
  options: O;
}

/** The usage: the command, then each option with its value's form, default and meaning. */
export function usageOf<O extends Record<string, OptionSpec>>({ name, summary, options }: Command<O>): string {
  const rows = Object.entries(options).map(([option, spec]) => {
    const form = spec.type === 'count' ? ' N' : spec.type === 'counts' ? ' N,N,...' : spec.type === 'text' ? ' VALUE' : '';
    const fallback = spec.type !== 'flag' && spec.default !== undefined ? ` (default ${spec.default})` : '';
    return [`--${option}${form}`, `${spec.help}${fallback}`] as const;
  });
  const width = Math.max(...rows.map(([left]) => left.length), '--help'.length);
  const lines = [...rows, ['--help', 'print this and exit'] as const].map(([left, right]) => `  ${left.padEnd(width)}  ${right}`);
  return [`usage: npm run ${name} -- [options]`, '', summary, '', 'options:', ...lines].join('\n');
}

/** Reads `args` (process.argv after the script) against `command`'s options. */
export function readArgs<O extends Record<string, OptionSpec>>(command: Command<O>, args: string[]): Parsed<O> {
  const usage = usageOf(command);
  const wrong = (what: string): Parsed<O> => ({ exit: { code: 2, text: `${command.name}: ${what}\n\n${usage}` } });
  const options: Record<string, { type: 'string' | 'boolean'; short?: string }> = { help: { type: 'boolean', short: 'h' } };
  for (const [option, spec] of Object.entries(command.options)) options[option] = { type: spec.type === 'flag' ? 'boolean' : 'string' };
  // A negative number after an option is its value (Node's parser would take it for an option), so it is named as wrong below.
  const joined: string[] = [];
  for (let at = 0; at < args.length; at++) {
    const arg = args[at]!;
    const next = args[at + 1];
    const takesValue = arg.startsWith('--') && options[arg.slice(2)]?.type === 'string';
    if (takesValue && next !== undefined && /^-\d/.test(next)) {
      joined.push(`${arg}=${next}`);
      at += 1;
    } else joined.push(arg);
  }
  let raw: Record<string, string | boolean | undefined>;
  try {
    raw = parseArgs({ args: joined, options, strict: true, allowPositionals: false }).values as Record<string, string | boolean | undefined>;
  } catch (error) {
    // Node's own sentence ("Unknown option '--foo'", "Option '--runs <value>' argument missing"), without its advice on '--' positionals.
    return wrong((error as Error).message.replace(/\. To specify a positional argument.*$/s, '').replace(/\.$/, ''));
  }
  if (raw.help) return { exit: { code: 0, text: usage } };
  const values: Record<string, unknown> = {};
  for (const [option, spec] of Object.entries(command.options)) {
    const given = raw[option];
    if (spec.type === 'flag') values[option] = given === true;
    else if (spec.type === 'text') values[option] = given ?? spec.default;
    else if (given === undefined) values[option] = spec.type === 'counts' ? spec.default?.split(',').map(Number) : spec.default;
    else {
      const min = spec.min ?? 1;
      const texts = spec.type === 'counts' ? String(given).split(',') : [String(given)];
      const counts = texts.map((text) => (/^\d+$/.test(text.trim()) ? Number(text) : NaN));
      if (counts.some((count) => !Number.isSafeInteger(count) || count < min)) {
        const what = spec.type === 'counts' ? `whole numbers of ${min} or more, comma-separated` : `a whole number of ${min} or more`;
        return wrong(`--${option} takes ${what}, not '${String(given)}'`);
      }
      values[option] = spec.type === 'counts' ? counts : counts[0];
    }
  }
  return { values: values as Values<O> };
}

/** readArgs on this process's arguments: prints the usage and exits for --help or a mistake. */
export function benchArgs<O extends Record<string, OptionSpec>>(command: Command<O>): Values<O> {
  const parsed = readArgs(command, process.argv.slice(2));
  if ('values' in parsed) return parsed.values;
  (parsed.exit.code === 0 ? process.stdout : process.stderr).write(`${parsed.exit.text}\n`);
  process.exit(parsed.exit.code);
}
