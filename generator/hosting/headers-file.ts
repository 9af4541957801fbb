/**
 * The `_headers` file Netlify and Cloudflare Pages read: a path on its own line, then its headers
 * indented, one per line. `npm start` parses it back, so it sends exactly what a host would.
 */
import type { HeaderRule } from './rules.ts';

const PREAMBLE = [
  '# Headers for Netlify and Cloudflare Pages, written by npm run build from generator/hosting/rules.ts.',
  '# Edit the rules there, not this file. npm start sends the same headers.',
];

export function renderHeadersFile(rules: readonly HeaderRule[]): string {
  const blocks = rules.map((rule) => [rule.path, ...Object.entries(rule.headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n'));
  return `${[PREAMBLE.join('\n'), ...blocks].join('\n\n')}\n`;
}

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: {} });
      continue;
    }
    const colon = line.indexOf(':');
    const rule = rules.at(-1);
    if (!rule || colon < 0) throw new Error(`_headers: a header line outside a path, or without a colon: '${line.trim()}'`);
    rule.headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return rules;
}
