/** A fixed report for the formatter tests: two files, every severity, one problem with no file. */
import type { Report } from '../report.ts';

const plywood = `title: Plywood
related:
  - /timber/boards
  - /timber/caving
featurs:
  - Thin, light and strong
`;

export const sampleReport: Report = {
  root: 'catalogue',
  stats: { files: 3, pages: 2, links: 7, durationMs: 412.3 },
  sources: new Map([['timber/plywood.yaml', plywood]]),
  diagnostics: [
    {
      code: 'schema/unknown-key',
      severity: 'error',
      message: "'featurs' is not a field of this product or service page, so it would be ignored.",
      hint: "Did you mean 'features'?",
      suggestion: 'features',
      span: { file: 'timber/plywood.yaml', start: { line: 5, column: 1 }, end: { line: 5, column: 8 }, offset: 70, length: 7 },
    },
    {
      code: 'link/unknown-page',
      severity: 'error',
      message: "The link '/timber/caving' points at a page the catalogue does not define.",
      hint: "Did you mean '/timber/coving'?",
      suggestion: '/timber/coving',
      span: { file: 'timber/plywood.yaml', start: { line: 4, column: 5 }, end: { line: 4, column: 19 }, offset: 50, length: 14 },
    },
    {
      code: 'page/orphan',
      severity: 'warning',
      message: "No link on the site reaches the page '/timber/old, new: 100%'.",
      span: { file: 'timber/old.yaml', start: { line: 1, column: 1 }, end: { line: 1, column: 6 }, offset: 0, length: 5 },
    },
    { code: 'form/mail-fallback', severity: 'info', message: 'No endpoint is set for the quote form.' },
  ],
};
