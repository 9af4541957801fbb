/**
 * Finds every link and image in a record by walking it together with its JSON Schema: a value is
 * a link because its schema says so (defs href, internalHref or endpoint), never because of its
 * field name, so a new field that uses `href` is checked without touching this file.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { schemaFileOf } from '../../contract/kinds/index.ts';
import type { FileKind, JsonPath } from '../model.ts';

/** How strictly a link is read: any href, a page of this site only, a brand page, or a form endpoint (https only). */
export type LinkType = 'href' | 'internalHref' | 'endpoint' | 'brandPage';

export interface FoundLink {
  type: LinkType;
  value: string;
  path: JsonPath;
}

export interface FoundImage {
  src: string;
  path: JsonPath;
}

export interface Found {
  links: FoundLink[];
  images: FoundImage[];
}

type SchemaNode = {
  $ref?: string;
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
};

interface SchemaDoc {
  id: string;
  root: SchemaNode & { definitions?: Record<string, SchemaNode> };
}

const SCHEMA_DIR = fileURLToPath(new URL('../../schema/', import.meta.url));
const DEFS = 'defs.schema.json';
const LINK_DEFS: Record<string, LinkType> = { href: 'href', internalHref: 'internalHref', endpoint: 'endpoint', brandPage: 'brandPage' };

function loadSchemas(): Map<string, SchemaDoc> {
  const docs = new Map<string, SchemaDoc>();
  for (const name of readdirSync(SCHEMA_DIR)) {
    if (!name.endsWith('.schema.json')) continue;
    const root = JSON.parse(readFileSync(path.join(SCHEMA_DIR, name), 'utf8')) as SchemaDoc['root'];
    docs.set(name, { id: name, root });
  }
  return docs;
}

const schemas = loadSchemas();

type Target =
  | { kind: 'link'; type: LinkType }
  | { kind: 'image' }
  | { kind: 'schema'; node: SchemaNode; doc: SchemaDoc };

const resolvedRefs = new WeakMap<SchemaNode, Target | null>();

/** Each $ref is resolved once and kept on its schema node: the walk meets it in every record. */
function resolveRef(node: SchemaNode & { $ref: string }, from: SchemaDoc): Target | undefined {
  let target = resolvedRefs.get(node);
  if (target === undefined) resolvedRefs.set(node, (target = findRef(node.$ref, from) ?? null));
  return target ?? undefined;
}

function findRef(ref: string, from: SchemaDoc): Target | undefined {
  const [file, pointer = ''] = ref.split('#');
  const doc = file ? schemas.get(file) : from;
  if (!doc) return undefined;
  const name = /^\/definitions\/([^/]+)$/.exec(pointer)?.[1];
  if (doc.id === DEFS && name) {
    const linkType = LINK_DEFS[name];
    if (linkType) return { kind: 'link', type: linkType };
    if (name === 'image') return { kind: 'image' };
  }
  const node = name ? doc.root.definitions?.[name] : pointer === '' ? doc.root : undefined;
  return node ? { kind: 'schema', node, doc } : undefined;
}

const propertyLists = new WeakMap<SchemaNode, [string, SchemaNode][]>();

function propertiesOf(node: SchemaNode): [string, SchemaNode][] {
  let list = propertyLists.get(node);
  if (!list) propertyLists.set(node, (list = Object.entries(node.properties ?? {})));
  return list;
}

const holding = new WeakMap<SchemaNode, boolean>();

/**
 * Whether a value this node describes can hold a link or an image anywhere inside it. Most of a
 * record (its words, prices and specifications) cannot, and the walk does not go in there: at
 * 10,000 records that was most of its time. A node is taken to hold one while its own answer is
 * being worked out, so a schema that refers to itself is walked, never passed over wrongly.
 */
function holdsLinks(node: SchemaNode, doc: SchemaDoc): boolean {
  const known = holding.get(node);
  if (known !== undefined) return known;
  holding.set(node, true);
  let holds: boolean;
  if (node.$ref !== undefined) {
    const target = resolveRef(node as SchemaNode & { $ref: string }, doc);
    holds = target !== undefined && (target.kind !== 'schema' || holdsLinks(target.node, target.doc));
  } else {
    holds = (node.items !== undefined && holdsLinks(node.items, doc)) || propertiesOf(node).some(([, child]) => holdsLinks(child, doc));
  }
  holding.set(node, holds);
  return holds;
}

const linkedPropertyLists = new WeakMap<SchemaNode, [string, SchemaNode][]>();

/** The node's properties that can hold a link or an image, in the schema's order. */
function linkedPropertiesOf(node: SchemaNode, doc: SchemaDoc): [string, SchemaNode][] {
  let list = linkedPropertyLists.get(node);
  if (!list) linkedPropertyLists.set(node, (list = propertiesOf(node).filter(([, child]) => holdsLinks(child, doc))));
  return list;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function walk(value: unknown, node: SchemaNode, doc: SchemaDoc, at: (string | number)[], found: Found): void {
  if (node.$ref !== undefined) {
    const target = resolveRef(node as SchemaNode & { $ref: string }, doc);
    if (!target) return;
    if (target.kind === 'link') {
      // A link of the wrong type is the schema check's to report; there is nothing to resolve.
      if (typeof value === 'string') found.links.push({ type: target.type, value, path: [...at] });
      return;
    }
    if (target.kind === 'image') {
      if (isRecord(value) && typeof value.src === 'string') found.images.push({ src: value.src, path: [...at, 'src'] });
      return;
    }
    walk(value, target.node, target.doc, at, found);
    return;
  }
  if (Array.isArray(value) && node.items) {
    if (!holdsLinks(node.items, doc)) return;
    value.forEach((item, index) => {
      at.push(index);
      walk(item, node.items as SchemaNode, doc, at, found);
      at.pop();
    });
    return;
  }
  if (isRecord(value) && node.properties) {
    for (const [key, child] of linkedPropertiesOf(node, doc)) {
      if (!Object.hasOwn(value, key)) continue;
      at.push(key);
      walk(value[key], child, doc, at, found);
      at.pop();
    }
  }
}

/**
 * Walked once per record object: records are never changed once loaded, and the dev server keeps
 * the records of unchanged files between saves, so it does not walk ten thousand of them again.
 */
const collected = new WeakMap<object, { kind: FileKind; found: Readonly<Found> }>();

/** Every link and image in one record, in document order, each with its path in the record. Read it, do not change it. */
export function collectLinks(kind: FileKind, data: unknown): Readonly<Found> {
  const known = typeof data === 'object' && data !== null ? collected.get(data) : undefined;
  if (known?.kind === kind) return known.found;
  const found: Found = { links: [], images: [] };
  const doc = schemas.get(schemaFileOf(kind));
  if (doc) walk(data, doc.root, doc, [], found);
  if (typeof data === 'object' && data !== null) collected.set(data, { kind, found });
  return found;
}
