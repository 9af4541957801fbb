/**
 * .vscode/settings.json's `yaml.schemas`: which schema each catalogue file is checked against in
 * an editor whose file has lost its first-line modeline. Derived from the kinds' path patterns
 * (contract/kinds), so a new kind is mapped without editing the file by hand; `npm run
 * schema:types` rewrites it and a test fails while it is stale.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { KINDS } from '../../contract/kinds/index.ts';

export const VSCODE_SETTINGS_PATH = path.join(fileURLToPath(new URL('../../', import.meta.url)), '.vscode', 'settings.json');

const glob = (pattern: string) => pattern.replace(/\{\w+\}/g, '*');

/** True when some path fits both globs (each '*' one path part). */
function overlap(a: string, b: string): boolean {
  const left = a.split('/');
  const right = b.split('/');
  return left.length === right.length && left.every((part, i) => part === '*' || right[i] === '*' || part === right[i] || part === `*.yaml` || right[i] === '*.yaml');
}

/** Each schema and the files it covers: a kind's own patterns, less those an earlier kind claims first. */
export function yamlSchemas(): Record<string, string[]> {
  const mapping: Record<string, string[]> = {};
  const earlier: string[] = [];
  for (const definition of KINDS) {
    const globs: string[] = [];
    for (const own of definition.files.map(glob)) {
      globs.push(`catalogue/${own}`);
      for (const claimed of earlier) if (overlap(own, claimed)) globs.push(`!catalogue/${claimed}`);
      if (own.startsWith('*/')) globs.push('!catalogue/images/**');
    }
    mapping[`./schema/${definition.schema}`] = [...new Set(globs)];
    earlier.push(...definition.files.map(glob));
  }
  return mapping;
}

/** The settings file with its `yaml.schemas` replaced and everything else kept. */
export function vscodeSettingsText(current: string): string {
  const settings = JSON.parse(current) as Record<string, unknown>;
  return `${JSON.stringify({ ...settings, 'yaml.schemas': yamlSchemas() }, null, 2)}\n`;
}
