/**
 * Every list in every schema refuses the same entry twice: a feature or paragraph pasted twice is
 * a slip staff do not see, and YAML reads it without complaint (the property test's class
 * 'list entry given twice').
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const SCHEMA_DIR = new URL('../../schema/', import.meta.url);

function listsWithoutUniqueItems(node: unknown, at: string, found: string[]): string[] {
  if (Array.isArray(node)) node.forEach((item, i) => listsWithoutUniqueItems(item, `${at}/${i}`, found));
  else if (node && typeof node === 'object') {
    const schema = node as Record<string, unknown>;
    if (schema.type === 'array' && schema.uniqueItems !== true) found.push(at);
    for (const [key, value] of Object.entries(schema)) listsWithoutUniqueItems(value, `${at}/${key}`, found);
  }
  return found;
}

describe('the schemas', () => {
  it.each(readdirSync(SCHEMA_DIR).filter((name) => name.endsWith('.schema.json')))('%s gives every list uniqueItems', (name) => {
    expect(listsWithoutUniqueItems(JSON.parse(readFileSync(new URL(name, SCHEMA_DIR), 'utf8')), '', [])).toEqual([]);
  });
});
