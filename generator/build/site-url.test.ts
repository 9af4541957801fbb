import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCatalogue } from '../test/cli-helpers.ts';
import { siteUrlMismatch, siteUrlOf } from './site-url.ts';

describe('the deploy target and site.yaml url', () => {
  it('agree when they name the same address, whatever the case or a trailing slash', () => {
    expect(siteUrlMismatch('https://www.kestleanddaw.example', 'https://www.kestleanddaw.example/')).toBeUndefined();
    expect(siteUrlMismatch('https://www.kestleanddaw.example', 'https://WWW.kestleanddaw.example')).toBeUndefined();
    expect(siteUrlMismatch('https://www.kestleanddaw.example', undefined)).toBeUndefined();
    expect(siteUrlMismatch('https://www.kestleanddaw.example', '')).toBeUndefined();
  });

  it('disagree in one line that names both addresses and what to change', () => {
    const line = siteUrlMismatch('https://www.kestleanddaw.example', 'https://kestle.github.io/site/');
    expect(line).toContain('https://kestle.github.io/site (SITE_URL)');
    expect(line).toContain('url: https://www.kestleanddaw.example');
    expect(line).not.toContain('\n');
  });

  it("reads site.yaml's url, and nothing from a file that is not there", () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'site-url-'));
    try {
      expect(siteUrlOf(dir)).toBeUndefined();
      writeFileSync(path.join(dir, 'site.yaml'), 'name: Test\nurl: https://www.example.co.uk\n');
      expect(siteUrlOf(dir)).toBe('https://www.example.co.uk');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('stops catalogue build before anything is built, with one line and exit 1', async () => {
    const run = await runCatalogue(['build', '--out', '.bench/site-url-never-built'], { SITE_URL: 'https://kestle.github.io' });
    expect(run.code).toBe(1);
    expect(run.stderr.trim().split('\n')).toEqual([expect.stringMatching(/^catalogue: this deploy publishes the site at https:\/\/kestle\.github\.io \(SITE_URL\), but catalogue\/site\.yaml has url: https:\/\/www\.kestleanddaw\.example/)]);
    expect(run.stdout).toBe('');
  });
});
