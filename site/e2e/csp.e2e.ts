/**
 * Every test runs under the headers the build wrote to dist/_headers. Here: the policy really is
 * sent, and under it every page still hydrates and works with no violation reported (so no
 * inline script, style or eval anywhere).
 * The one allowance for script beyond 'self' is for the site search: Pagefind compiles
 * WebAssembly, which 'wasm-unsafe-eval' permits without permitting eval of JavaScript.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, test } from 'vitest';
import { parseHeadersFile } from '../../generator/hosting/headers-file.ts';
import { headersFor } from '../../generator/hosting/rules.ts';
import { cspViolations } from './harness/csp.ts';
import { useBrowser } from './harness/use-browser.ts';

const baseUrl = inject('baseUrl');
const rules = parseHeadersFile(readFileSync(path.join(inject('distDir'), '_headers'), 'utf8'));
const browser = useBrowser();

describe('the Content-Security-Policy from dist/_headers', () => {
  test("the policy really is sent, with script-src 'self'", async () => {
    const response = await fetch(`${baseUrl}/`);
    const policy = response.headers.get('content-security-policy');
    expect(policy).toBe(headersFor(rules, '/')['Content-Security-Policy']);
    expect(policy).toContain("script-src 'self'");
    expect(policy).toMatch(/script-src 'self' 'wasm-unsafe-eval'(;|$)/);
  });

  test.each(['/', '/timber', '/timber/plywood', '/contact', '/no-such-page'])('%s hydrates with no violation', async (address) => {
    const found = await cspViolations(browser(), baseUrl, address, address !== '/no-such-page');
    expect(found.violations).toEqual([]);
    expect(found.problems).toEqual([]);
  });
});
