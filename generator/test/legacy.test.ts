/**
 * The original site's content, dead links and all (fixtures/legacy/): the real command,
 * `catalogue validate --format json`, must exit 1 and report every known dead link at the exact
 * file, line and column where staff would fix it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { validateJson, type JsonDiagnostic } from './run-cli.ts';

const LEGACY = fileURLToPath(new URL('./fixtures/legacy/', import.meta.url));

interface Reported {
  file: string;
  line: number;
  column: number;
  severity: string;
  code: string;
  suggestion: string | null;
}

/** The known dead links of the original site (PRODUCT.md), with where each is written in the fixture. */
const DEAD_LINKS: { file: string; href: string; suggestion: string | null }[] = [
  { file: 'building-material/index.yaml', href: '/building-material/caving', suggestion: '/building-material/coving' },
  { file: 'plumbing-heating/index.yaml', href: '/plumbing-heating/plumbing-supplies', suggestion: null },
  { file: 'plumbing-heating/index.yaml', href: '/plumbing-heating/heating-systems', suggestion: null },
  { file: 'plumbing-heating/index.yaml', href: '/plumbing-heating/bathroom-fixtures', suggestion: null },
  { file: 'home.yaml', href: '/building-material/cement', suggestion: null },
  { file: 'building-material/sands-and-aggregates.yaml', href: '/building-material/cement', suggestion: null },
  { file: 'building-material/dense-concrete-blocks.yaml', href: '/building-material/cement', suggestion: null },
  { file: 'building-material/plaster.yaml', href: '/decorating/coving', suggestion: '/building-material/coving' },
];

/** Every line:column where `href` is written as a whole YAML value in a fixture file. */
function positionsOf(file: string, href: string): { line: number; column: number }[] {
  const lines = readFileSync(path.join(LEGACY, file), 'utf8').split('\n');
  const value = new RegExp(`(?:href: |- )(${href.replace(/[/-]/g, '\\$&')})\\s*(?:}|$)`);
  return lines.flatMap((text, index) => {
    const match = value.exec(text);
    return match ? [{ line: index + 1, column: text.indexOf(href, match.index) + 1 }] : [];
  });
}

let exitCode = 0;
let reported: Reported[] = [];
let caving: JsonDiagnostic | undefined;

beforeAll(async () => {
  const result = await validateJson(LEGACY);
  exitCode = result.exitCode;
  caving = result.diagnostics.find((d) => d.suggestion === '/building-material/coving' && d.file === 'building-material/index.yaml');
  reported = result.diagnostics.map((d) => ({
    file: d.file ?? '',
    line: d.line ?? 0,
    column: d.column ?? 0,
    severity: d.severity,
    code: d.code,
    suggestion: d.suggestion,
  }));
}, 60_000);

describe('catalogue validate on the legacy fixture', () => {
  it('exits 1', () => {
    expect(exitCode).toBe(1);
  });

  it.each(DEAD_LINKS)('reports $href in $file at its exact position', ({ file, href, suggestion }) => {
    const positions = positionsOf(file, href);
    expect(positions.length).toBeGreaterThan(0);
    for (const { line, column } of positions) {
      expect(reported).toContainEqual({ file, line, column, severity: 'error', code: 'link/unknown-page', suggestion });
    }
  });

  it("suggests coving for the Coving card's 'caving', at the card's href", () => {
    expect(reported).toContainEqual({
      file: 'building-material/index.yaml',
      line: 36,
      column: 13,
      severity: 'error',
      code: 'link/unknown-page',
      suggestion: '/building-material/coving',
    });
  });

  it('tells staff what is wrong and what to do, in words they use', () => {
    expect(caving?.message).toMatchInlineSnapshot(`"The link '/building-material/caving' points at a page the catalogue does not define, so visitors would reach a "page not found"."`);
    expect(caving?.hint).toMatchInlineSnapshot(`"Did you mean '/building-material/coving'?"`);
  });

  it('reports every link to the /contact page the original never defined', () => {
    const contactLinks = positionsOf('layout.yaml', '/contact');
    expect(contactLinks).toHaveLength(2);
    for (const { line, column } of contactLinks) {
      expect(reported).toContainEqual({ file: 'layout.yaml', line, column, severity: 'error', code: 'link/unknown-page', suggestion: null });
    }
  });

  it('reports nothing else as an error: the fixture is otherwise a valid catalogue', () => {
    const expected = DEAD_LINKS.reduce((n, link) => n + positionsOf(link.file, link.href).length, 0) + 2;
    expect(reported.filter((d) => d.severity === 'error')).toHaveLength(expected);
    expect(reported.filter((d) => d.severity === 'warning')).toEqual([]);
  });
});
