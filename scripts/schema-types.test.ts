import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RECORD_TYPES_PATH, renderRecordTypes } from './schema-types.ts';

describe('record types generated from the JSON Schemas', () => {
  it('are up to date with schema/ (run `npm run schema:types` after changing a schema)', async () => {
    expect(readFileSync(RECORD_TYPES_PATH, 'utf8')).toBe(await renderRecordTypes());
  });

  it('describe every kind of catalogue file', async () => {
    const source = await renderRecordTypes();
    for (const name of ['SiteRecord', 'LayoutRecord', 'HomeRecord', 'ContactRecord', 'ListingRecord', 'DetailRecord']) {
      expect(source).toMatch(new RegExp(`export interface ${name} \\{`));
    }
  });
});
