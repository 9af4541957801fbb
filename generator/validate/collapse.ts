/**
 * One fault, one message. ajv with allErrors reports every keyword that failed; staff need
 * only the one that says what to change (the approach of Starlight's error map).
 */
import type { AnySchemaObject, ErrorObject } from 'ajv';
import { closestWord } from '../diagnostics/suggest.ts';

/** Keywords that describe the same value, best first: a wrong type makes the rest moot. */
const PRIORITY = ['type', 'enum', 'const', 'minLength', 'maxLength', 'pattern', 'minItems', 'maxItems', 'uniqueItems', 'minimum', 'maximum'];

/**
 * href patterns are checked by the link checker, which can say far more precisely what is wrong.
 * A $ref from another schema reads 'defs.schema.json#/definitions/href'; one inside defs.schema.json
 * itself (a card's href) reads '#/definitions/href'.
 */
const HREF_DEFINITIONS = /(^|defs\.schema\.json)#\/definitions\/(href|internalHref|endpoint)\/pattern$/;

export function collapseErrors(errors: readonly ErrorObject[]): ErrorObject[] {
  let kept = errors.filter((error) => !(error.keyword === 'pattern' && HREF_DEFINITIONS.test(error.schemaPath)));
  kept = collapseUnions(kept);
  // ajv adds an "if" error beside the failing "then"/"else" keyword's own error.
  kept = kept.filter((error) => error.keyword !== 'if');
  kept = dropMisspeltRequired(kept);

  const wrongType = new Set(kept.filter((error) => error.keyword === 'type').map((error) => error.instancePath));
  kept = kept.filter((error) => error.keyword === 'type' || !hasAncestorIn(error.instancePath, wrongType));

  const best = new Map<string, ErrorObject>();
  for (const error of kept) {
    const key = targetOf(error);
    const current = best.get(key);
    if (!current || rank(error) < rank(current)) best.set(key, error);
  }
  return [...best.values()];
}

/** Errors about different keys of a mapping (missing or unknown) are different faults. */
/** 'featurs' given and 'features' missing are one slip: the unknown-key message already suggests the fix. */
function dropMisspeltRequired(errors: ErrorObject[]): ErrorObject[] {
  const misspelt = new Set<string>();
  for (const error of errors) {
    if (error.keyword !== 'additionalProperties') continue;
    const allowed = Object.keys(((error.parentSchema as AnySchemaObject | undefined)?.properties as object | undefined) ?? {});
    const meant = closestWord(String((error.params as { additionalProperty: unknown }).additionalProperty), allowed);
    if (meant !== undefined) misspelt.add(`${error.instancePath}\0${meant}`);
  }
  return errors.filter(
    (error) => error.keyword !== 'required' || !misspelt.has(`${error.instancePath}\0${String((error.params as { missingProperty: unknown }).missingProperty)}`),
  );
}

function targetOf(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'required') return `${error.instancePath}\0required\0${String(params.missingProperty)}`;
  if (error.keyword === 'additionalProperties') return `${error.instancePath}\0extra\0${String(params.additionalProperty)}`;
  return error.instancePath;
}

function rank(error: ErrorObject): number {
  const index = PRIORITY.indexOf(error.keyword);
  return index === -1 ? PRIORITY.length : index;
}

function hasAncestorIn(instancePath: string, paths: ReadonlySet<string>): boolean {
  for (const path of paths) {
    if (instancePath === path || instancePath.startsWith(`${path}/`)) return true;
  }
  return false;
}

/**
 * An anyOf/oneOf failure comes with the errors of every branch. Branches whose type did not
 * even match are noise; if no branch matched by type, one "expected X or Y" error remains.
 */
function collapseUnions(errors: ErrorObject[]): ErrorObject[] {
  let result = errors;
  for (const union of errors.filter((error) => error.keyword === 'anyOf' || error.keyword === 'oneOf')) {
    const prefix = `${union.schemaPath}/`;
    const branches = result.filter((error) => error.schemaPath.startsWith(prefix));
    const typeErrors = branches.filter((error) => error.keyword === 'type' && error.instancePath === union.instancePath);
    const branchCount = Array.isArray(union.schema) ? union.schema.length : typeErrors.length;
    const others = result.filter((error) => error !== union && !branches.includes(error));
    if (typeErrors.length >= branchCount && typeErrors.length > 0) {
      const types = typeErrors.flatMap((error) => (error.params as { type: string | string[] }).type);
      result = [...others, { ...union, keyword: 'type', params: { type: [...new Set(types)] } }];
    } else if (branches.length > 0) {
      result = [...others, ...branches.filter((error) => !typeErrors.includes(error))];
    }
  }
  return result;
}
