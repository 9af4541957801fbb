import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../model.ts';
import { fileUnder } from './generated-files.ts';
import { overlayError } from './overlay.ts';

const text = 'title: Plywood\ncolour: birch\nrelated:\n  - /timber/bords\n';
const span = (line: number, column: number, length: number) => ({
  file: 'timber/plywood.yaml',
  start: { line, column },
  end: { line, column: column + length },
  offset: 0,
  length,
});
const context = { root: 'catalogue', catalogueDir: '/project/catalogue', sources: new Map([['timber/plywood.yaml', text]]) };

describe('overlayError', () => {
  it("puts the first error's place, message, hint and code frame where Vite's overlay shows them", () => {
    const diagnostics: Diagnostic[] = [
      { code: 'link/unknown-page', severity: 'error', message: "'/timber/bords' is not a page.", hint: "Did you mean '/timber/boards'?", span: span(4, 5, 13) },
      { code: 'schema/unknown-key', severity: 'error', message: "'colour' is not a field.", span: span(2, 1, 6) },
      { code: 'page/orphan', severity: 'warning', message: 'No link reaches it.', span: span(1, 1, 5) },
    ];
    const err = overlayError(diagnostics, context);
    expect(err?.loc).toEqual({ file: '/project/catalogue/timber/plywood.yaml', line: 2, column: 1 });
    expect(err?.id).toBe('/project/catalogue/timber/plywood.yaml');
    expect(err?.message.split('\n').slice(0, 4)).toEqual([
      "catalogue/timber/plywood.yaml:2:1  'colour' is not a field.  (schema/unknown-key)",
      '',
      '1 more error:',
      "  catalogue/timber/plywood.yaml:4:5  '/timber/bords' is not a page.  (link/unknown-page)",
    ]);
    expect(err?.message).not.toContain('No link reaches it');
    expect(err?.frame?.trim()).toBe(['\u200b  1 | title: Plywood', '> 2 | colour: birch', '    | ^^^^^^'].join('\n'));
  });

  it('shows nothing for warnings alone, and copes with a problem that has no file', () => {
    expect(overlayError([{ code: 'page/orphan', severity: 'warning', message: 'x' }], context)).toBeUndefined();
    const err = overlayError([{ code: 'catalogue/not-found', severity: 'error', message: 'No catalogue.' }], context);
    expect(err?.message).toMatch(/^catalogue {2}No catalogue\./);
    expect(err?.loc).toBeUndefined();
  });
});

describe('fileUnder', () => {
  it('keeps requests inside the generated folder', () => {
    expect(fileUnder('/out/public', '/_data/timber/plywood.json')).toBe('/out/public/_data/timber/plywood.json');
    expect(fileUnder('/out/public', '/../layout.ts')).toBeUndefined();
    expect(fileUnder('/out/public', '/_data/../../secret')).toBeUndefined();
  });
});
