import { describe, expect, it } from 'vitest';
import { codes, diagnostic } from '../codes.ts';
import { github, escapeProperty } from './github.ts';
import { formatters } from './index.ts';
import { json } from './json.ts';
import { sampleReport } from './sample-report.ts';
import { sarif } from './sarif.ts';
import { stylish } from './stylish.ts';

describe('stylish', () => {
  it('groups by file, sorts by line, frames the text and ends with a summary', () => {
    expect(stylish(sampleReport)).toMatchInlineSnapshot(`
      "catalogue/timber/old.yaml
        catalogue/timber/old.yaml:1:1  warning  No link on the site reaches the page '/timber/old, new: 100%'.  page/orphan

      catalogue/timber/plywood.yaml
        catalogue/timber/plywood.yaml:4:5  error  The link '/timber/caving' points at a page the catalogue does not define.  link/unknown-page
            3 |   - /timber/boards
          > 4 |   - /timber/caving
              |     ^^^^^^^^^^^^^^
          hint: Did you mean '/timber/coving'?

        catalogue/timber/plywood.yaml:5:1  error  'featurs' is not a field of this product or service page, so it would be ignored.  schema/unknown-key
            4 |   - /timber/caving
          > 5 | featurs:
              | ^^^^^^^
          hint: Did you mean 'features'?

      catalogue
        catalogue  info  No endpoint is set for the quote form.  form/mail-fallback

      ✖ 3 files, 2 pages, 7 links checked: 2 errors, 1 warning, 1 info (0.41 s)
      "
    `);
  });

  it('says all is well when there is nothing to report', () => {
    expect(stylish({ ...sampleReport, diagnostics: [] })).toBe('✔ 3 files, 2 pages, 7 links checked: 0 errors, 0 warnings (0.41 s)\n');
  });

  it('writes large counts with thousands separators', () => {
    const big = { ...sampleReport, diagnostics: [], stats: { files: 10104, pages: 10102, links: 30294, durationMs: 1234 } };
    expect(stylish(big)).toBe('✔ 10,104 files, 10,102 pages, 30,294 links checked: 0 errors, 0 warnings (1.23 s)\n');
  });

  it('never prints a control character from a file or a value, so a file cannot drive the terminal', () => {
    const report = {
      ...sampleReport,
      sources: new Map([['timber/plywood.yaml', 'title: "Ply\\e[2Jwood"\nodd: x\u001b[31m\n']]),
      diagnostics: [diagnostic('link/malformed', { href: '/timber/\u001b[2J' }, { file: 'timber/plywood.yaml', start: { line: 2, column: 1 }, end: { line: 2, column: 4 }, offset: 24, length: 3 }, { hint: 'x\u009b' })],
    };
    const output = stylish(report);
    expect(output).toContain("'/timber/\ufffd[2J'");
    expect(output).toContain('odd: x\ufffd[31m');
    expect(output).not.toContain('\u001b');
    expect(output).not.toContain('\u009b');
  });

  it('frames the line of errors and warnings, but not of info notes, which ask for no change there', () => {
    const note = { ...sampleReport.diagnostics[3]!, span: sampleReport.diagnostics[0]!.span! };
    const output = stylish({ ...sampleReport, diagnostics: [note] });
    expect(output).toContain('catalogue/timber/plywood.yaml:5:1  info  No endpoint is set for the quote form.  form/mail-fallback\n\n');
    expect(output).not.toContain('> 5 |');
  });

  it('uses colour only when asked', () => {
    expect(stylish(sampleReport)).not.toContain('\u001b[');
    expect(stylish(sampleReport, { color: true })).toContain('\u001b[31merror\u001b[39m');
  });
});

describe('json', () => {
  it('is one document with positions and the summary', () => {
    const document = JSON.parse(json(sampleReport));
    expect(document.summary).toEqual({ files: 3, pages: 2, links: 7, errors: 2, warnings: 1, info: 1, durationMs: 412 });
    expect(document.diagnostics[1]).toEqual({
      file: 'catalogue/timber/plywood.yaml',
      line: 4,
      column: 5,
      endLine: 4,
      endColumn: 19,
      severity: 'error',
      code: 'link/unknown-page',
      message: "The link '/timber/caving' points at a page the catalogue does not define.",
      hint: "Did you mean '/timber/coving'?",
      suggestion: '/timber/coving',
    });
    // Info notes ask for no change, so they come after the errors and warnings.
    expect(document.diagnostics.map((d: { code: string }) => d.code)).toEqual(['page/orphan', 'link/unknown-page', 'schema/unknown-key', 'form/mail-fallback']);
  });
});

describe('github', () => {
  it('prints one workflow command per problem', () => {
    expect(github(sampleReport)).toMatchInlineSnapshot(`
      "::warning file=catalogue/timber/old.yaml,line=1,col=1,endLine=1,endColumn=6,title=page/orphan::No link on the site reaches the page '/timber/old, new: 100%25'.
      ::error file=catalogue/timber/plywood.yaml,line=4,col=5,endLine=4,endColumn=19,title=link/unknown-page::The link '/timber/caving' points at a page the catalogue does not define.%0ADid you mean '/timber/coving'?
      ::error file=catalogue/timber/plywood.yaml,line=5,col=1,endLine=5,endColumn=8,title=schema/unknown-key::'featurs' is not a field of this product or service page, so it would be ignored.%0ADid you mean 'features'?
      ::notice title=form/mail-fallback::No endpoint is set for the quote form.
      ✖ 3 files, 2 pages, 7 links checked: 2 errors, 1 warning, 1 info (0.41 s)
      "
    `);
  });

  it('escapes properties as GitHub requires', () => {
    expect(escapeProperty('a,b:c%d\r\ne')).toBe('a%2Cb%3Ac%25d%0D%0Ae');
  });
});

describe('sarif', () => {
  const log = JSON.parse(sarif(sampleReport));

  it('is SARIF 2.1.0 with every code as a rule', () => {
    expect(log.version).toBe('2.1.0');
    expect(log.$schema).toMatch(/sarif-2\.1\.0/);
    const driver = log.runs[0].tool.driver;
    expect(driver.name).toBe('catalogue');
    expect(driver.rules.map((r: { id: string }) => r.id)).toEqual(Object.keys(codes));
    expect(driver.rules[0].shortDescription.text).toBe('YAML syntax error');
  });

  it('gives each result a rule, level, message and region', () => {
    const results = log.runs[0].results;
    expect(results.map((r: { level: string }) => r.level)).toEqual(['warning', 'error', 'error', 'note']);
    expect(results[1]).toEqual({
      ruleId: 'link/unknown-page',
      ruleIndex: Object.keys(codes).indexOf('link/unknown-page'),
      level: 'error',
      message: { text: "The link '/timber/caving' points at a page the catalogue does not define. Did you mean '/timber/coving'?" },
      locations: [
        {
          physicalLocation: {
            artifactLocation: { uri: 'catalogue/timber/plywood.yaml' },
            region: { startLine: 4, startColumn: 5, endLine: 4, endColumn: 19 },
          },
        },
      ],
      properties: { suggestion: '/timber/coving' },
    });
  });

  it('gives every result a location, the catalogue folder for a problem with no file of its own', () => {
    expect(log.runs[0].results[3].locations).toEqual([{ physicalLocation: { artifactLocation: { uri: 'catalogue/' } } }]);
  });

  it('percent-encodes each part of a path, so a file name with a space or # is one valid URI', () => {
    const odd = sarif({ ...sampleReport, diagnostics: [{ ...sampleReport.diagnostics[2]!, span: { ...sampleReport.diagnostics[2]!.span!, file: 'timber/Oak Sleepers#2.yaml' } }] });
    expect(JSON.parse(odd).runs[0].results[0].locations[0].physicalLocation.artifactLocation.uri).toBe('catalogue/timber/Oak%20Sleepers%232.yaml');
  });

  it('states how columns are counted', () => {
    expect(log.runs[0].columnKind).toBe('utf16CodeUnits');
  });
});

describe('a problem with a whole file, which has no line to point at', () => {
  const unused = diagnostic('image/unused', { src: 'timber/old.jpg' }, { file: 'images/timber/old.jpg' }, { hint: 'Delete it if it is not needed.' });
  const report = { ...sampleReport, diagnostics: [sampleReport.diagnostics[2]!, unused, sampleReport.diagnostics[3]!] };

  it('stylish names the file, with no line, column or frame, under its own heading', () => {
    expect(stylish(report)).toMatchInlineSnapshot(`
      "catalogue/timber/old.yaml
        catalogue/timber/old.yaml:1:1  warning  No link on the site reaches the page '/timber/old, new: 100%'.  page/orphan

      catalogue
        catalogue  info  No endpoint is set for the quote form.  form/mail-fallback

      catalogue/images/timber/old.jpg
        catalogue/images/timber/old.jpg  info  The picture 'timber/old.jpg' in 'catalogue/images/' is not shown on any page, so it is not published.  image/unused
          hint: Delete it if it is not needed.

      ✔ 3 files, 2 pages, 7 links checked: 0 errors, 1 warning, 2 info (0.41 s)
      "
    `);
  });

  it('json gives the file and null positions', () => {
    expect(JSON.parse(json(report)).diagnostics[2]).toMatchObject({ file: 'catalogue/images/timber/old.jpg', line: null, column: null, endLine: null, endColumn: null, code: 'image/unused' });
  });

  it('github gives the file without a line', () => {
    expect(github(report).split('\n')[2]).toBe(
      "::notice file=catalogue/images/timber/old.jpg,title=image/unused::The picture 'timber/old.jpg' in 'catalogue/images/' is not shown on any page, so it is not published.%0ADelete it if it is not needed.",
    );
  });

  it('sarif locates it at the file, with no region', () => {
    expect(JSON.parse(sarif(report)).runs[0].results[2].locations).toEqual([{ physicalLocation: { artifactLocation: { uri: 'catalogue/images/timber/old.jpg' } } }]);
  });

  it('sorts it before the positioned problems of the same file and severity', () => {
    const inFile = { ...sampleReport.diagnostics[2]!, span: { ...sampleReport.diagnostics[2]!.span!, file: 'images/timber/old.jpg' } };
    const wholeFile = { ...unused, severity: 'warning' as const };
    expect(JSON.parse(json({ ...report, diagnostics: [inFile, wholeFile] })).diagnostics.map((d: { code: string }) => d.code)).toEqual(['image/unused', 'page/orphan']);
  });
});

describe('info notes come after errors and warnings, which ask for a change', () => {
  const note = (file: string, line: number) => diagnostic('form/mail-fallback', { form: 'quote' }, { file, start: { line, column: 1 }, end: { line, column: 2 }, offset: 0, length: 1 });
  const error = (file: string, line: number) => diagnostic('schema/unknown-key', { key: 'x', record: 'page' }, { file, start: { line, column: 1 }, end: { line, column: 2 }, offset: 0, length: 1 });
  // A note early in a file that sorts first, an error later in the same file, and one in a later file.
  const report = { ...sampleReport, sources: new Map<string, string>(), diagnostics: [note('a.yaml', 1), error('a.yaml', 9), note('site.yaml', 4), error('z.yaml', 2)] };
  const order = ['a.yaml:9 schema/unknown-key', 'a.yaml:1 form/mail-fallback', 'z.yaml:2 schema/unknown-key', 'site.yaml:4 form/mail-fallback'];

  it.each(['json', 'sarif', 'github', 'stylish'] as const)('%s', (format) => {
    const output = formatters[format](report);
    const at = (item: string) => {
      const [file, rest] = item.split(':') as [string, string];
      const [line, code] = rest.split(' ') as [string, string];
      if (format === 'json') return JSON.parse(output).diagnostics.findIndex((d: { file: string; line: number; code: string }) => d.file === `catalogue/${file}` && d.line === Number(line) && d.code === code);
      if (format === 'sarif') {
        return JSON.parse(output).runs[0].results.findIndex((r: { ruleId: string; locations: { physicalLocation: { artifactLocation: { uri: string }; region: { startLine: number } } }[] }) =>
          r.ruleId === code && r.locations[0]!.physicalLocation.artifactLocation.uri === `catalogue/${file}` && r.locations[0]!.physicalLocation.region.startLine === Number(line));
      }
      if (format === 'github') return output.split('\n').findIndex((l) => l.includes(`file=catalogue/${file},line=${line},`) && l.includes(`title=${code}::`));
      return output.indexOf(`catalogue/${file}:${line}:1 `);
    };
    const positions = order.map(at);
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('keeps each file one group in stylish: its notes follow its own problems', () => {
    expect(stylish(report).match(/^catalogue\/a\.yaml$/gm)).toHaveLength(1);
  });
});

it('has one formatter per format', () => {
  expect(Object.keys(formatters)).toEqual(['stylish', 'json', 'github', 'sarif']);
});
