/** Words for values, types and fields, as staff would say them. */
import type { JsonPath } from '../model.ts';

const TYPE_WORDS: Record<string, string> = {
  string: 'text',
  integer: 'a whole number',
  number: 'a number',
  boolean: 'true or false',
  array: "a list (one '- ' line per entry)",
  object: "'name: value' lines, indented below it",
  null: 'empty',
};

export function expectedType(type: unknown): string {
  const types = Array.isArray(type) ? type : [type];
  return types.map((t) => TYPE_WORDS[String(t)] ?? String(t)).join(' or ');
}

export function receivedValue(value: unknown): string {
  if (value === null || value === undefined) return 'empty';
  if (typeof value === 'string') return `text (${quote(value)})`;
  if (typeof value === 'number') return `the number ${value}`;
  if (typeof value === 'boolean') return `${value}`;
  if (Array.isArray(value)) return value.length === 0 ? 'an empty list' : `a list of ${value.length}`;
  return "'name: value' lines";
}

export function quote(text: string, max = 40): string {
  const short = text.length > max ? `${text.slice(0, max - 1)}…` : text;
  return `'${short.replace(/\n/g, ' ')}'`;
}

/** 'image.alt', 'related[2]', 'openingHours[0].days[1]'; '' for the whole file. */
export function fieldPath(path: JsonPath): string {
  let result = '';
  for (const segment of path) {
    result += typeof segment === 'number' ? `[${segment}]` : result === '' ? segment : `.${segment}`;
  }
  return result;
}

/** ajv's instancePath ('/related/2') as a record path (['related', 2]). */
export function parseInstancePath(instancePath: string): (string | number)[] {
  if (instancePath === '') return [];
  return instancePath
    .slice(1)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((part) => (/^(0|[1-9][0-9]*)$/.test(part) ? Number(part) : part));
}
