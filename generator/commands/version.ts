/** The tool's version, as package.json gives it: what `catalogue --version` prints. */
import { readFileSync } from 'node:fs';

export function toolVersion(): string {
  const manifest = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version?: unknown };
  return typeof manifest.version === 'string' ? manifest.version : 'unknown';
}
