/** The output formats, by the name given to --format. */
import type { Formatter } from '../report.ts';
import { github } from './github.ts';
import { json } from './json.ts';
import { sarif } from './sarif.ts';
import { stylish } from './stylish.ts';

export const formatters = { stylish, json, github, sarif } satisfies Record<string, Formatter>;
export type FormatName = keyof typeof formatters;
export const FORMAT_NAMES = Object.keys(formatters) as FormatName[];
