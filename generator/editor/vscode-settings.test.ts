import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { classifyPath, KINDS } from '../../contract/kinds/index.ts';
import { VSCODE_SETTINGS_PATH, vscodeSettingsText, yamlSchemas } from './vscode-settings.ts';

/** A glob of .vscode/settings.json matched as VS Code does for these simple patterns (each '*' one path part). */
function globMatches(glob: string, file: string): boolean {
  const pattern = glob.replace(/\*\*/g, '\0').replace(/[.]/g, '\\.').replace(/\*/g, '[^/]*').replace(/\0/g, '.*');
  return new RegExp(`^${pattern}$`).test(file);
}

function schemaFor(file: string): string[] {
  return Object.entries(yamlSchemas())
    .filter(([, globs]) => globs.some((g) => !g.startsWith('!') && globMatches(g, file)) && !globs.some((g) => g.startsWith('!') && globMatches(g.slice(1), file)))
    .map(([schema]) => schema);
}

describe('.vscode/settings.json', () => {
  it('is up to date with the kinds (run `npm run schema:types` after adding a kind)', () => {
    const current = readFileSync(VSCODE_SETTINGS_PATH, 'utf8');
    expect(current).toBe(vscodeSettingsText(current));
  });

  it.each(['site.yaml', 'home.yaml', 'timber/index.yaml', 'brands/index.yaml', 'brands/osmo.yaml', 'pages/trade.yaml', 'timber/plywood.yaml', 'timber/plywood/index.yaml'])(
    'maps %s to exactly the schema of the kind that claims it',
    (file) => {
      const kind = classifyPath(file)?.kind;
      const definition = KINDS.find((d) => d.kind === kind);
      expect(schemaFor(`catalogue/${file}`)).toEqual([`./schema/${definition?.schema}`]);
    },
  );

  it('maps nothing under images/', () => {
    expect(schemaFor('catalogue/images/timber/notes.yaml')).toEqual([]);
  });
});
