/**
 * The same rules as an nginx include, for a server block whose root is the built folder:
 *
 *   server { listen 80; server_name www.example; root /srv/site/dist; include /srv/site/dist/_nginx.conf; }
 *
 * '/timber/' is answered from timber/index.html, '/timber' with a 301 to '/timber/' (nginx's own
 * redirect for a folder, query kept), as every static host does (the address policy is in
 * contract/addresses.ts); unknown paths get 404.html with status 404, and each location repeats every header it needs (nginx's add_header in a location
 * replaces the ones above it).
 */
import { headersFor, SERVER_FILES } from './rules.ts';
import type { HeaderRule } from './rules.ts';
import { renderNginxRedirects, type Redirect } from './redirects.ts';

const COMPRESSED_TYPES = 'text/css text/plain text/xml application/javascript application/json image/svg+xml';

function quoted(value: string): string {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

function addHeaders(headers: Record<string, string>): string[] {
  return Object.entries(headers).map(([name, value]) => `    add_header ${name} ${quoted(value)} always;`);
}

/** A path the pattern covers, to ask which headers apply there. */
function samplePath(pattern: string): string {
  return pattern.endsWith('/*') ? `${pattern.slice(0, -1)}x` : pattern;
}

const sameHeaders = (a: Record<string, string>, b: Record<string, string>) => JSON.stringify(a) === JSON.stringify(b);

export function renderNginxInclude(rules: readonly HeaderRule[], redirects: readonly Redirect[] = []): string {
  // Paths no rule names (a mistyped address) are answered like '/': revalidated, with the 404 page.
  const fallback = headersFor(rules, '/');
  const lines = [
    '# nginx include written by npm run build from generator/hosting/rules.ts (the rules _headers comes from).',
    '# Use it inside a server block whose root is this folder:',
    '#   server { listen 80; server_name www.example; root /srv/site/dist; include /srv/site/dist/_nginx.conf; }',
    'index index.html;',
    'absolute_redirect off;',
    'error_page 404 /404.html;',
    'charset utf-8;',
    `charset_types text/html ${COMPRESSED_TYPES};`,
    'gzip on;',
    `gzip_types ${COMPRESSED_TYPES};`,
    '',
    'location / {',
    ...addHeaders(fallback),
    '    try_files $uri $uri/ =404;',
    '}',
  ];
  const written = new Set<string>(['/']);
  for (const rule of rules) {
    if (rule.path === '/*' || written.has(rule.path)) continue;
    const headers = headersFor(rules, samplePath(rule.path));
    if (sameHeaders(headers, fallback)) continue;
    written.add(rule.path);
    const location = rule.path.endsWith('/*') ? `location ^~ ${rule.path.slice(0, -1)}` : `location = ${rule.path}`;
    lines.push('', `${location} {`, ...addHeaders(headers), `    try_files $uri${rule.path.endsWith('/*') ? '' : ' $uri/'} =404;`, '}');
  }
  lines.push(...renderNginxRedirects(redirects));
  const hidden = SERVER_FILES.map((name) => name.replace(/[.]/g, '\\.')).join('|');
  lines.push('', '# The files for servers are not for visitors.', `location ~ ^/(${hidden})$ {`, '    return 404;', '}');
  return `${lines.join('\n')}\n`;
}
