/**
 * The shapes every stage of the pipeline shares: load -> validate -> resolve links -> emit.
 * Keep this file small; each stage owns its own details.
 */
import type { Document, LineCounter } from 'yaml';

import type { FileKind } from '../contract/kinds/index.ts';

/** The kinds of catalogue file (contract/kinds). A file's kind follows from its path. */
export type { FileKind };

/** A 1-based line and column, as editors show them. */
export interface Position {
  line: number;
  column: number;
}

/** Where something is in a catalogue file. `file` is relative to the catalogue directory, with '/' separators. */
export interface Span {
  file: string;
  start: Position;
  end: Position;
  /** 0-based character offsets into the file's text, for code frames. */
  offset: number;
  length: number;
}

export type Severity = 'error' | 'warning' | 'info';

export interface Diagnostic {
  /** Permanent code from diagnostics/codes.ts, such as 'link/unknown-page'. */
  code: string;
  severity: Severity;
  /** What is wrong and why, in words staff understand. */
  message: string;
  /** What to do about it; includes the "did you mean" suggestion when there is one. */
  hint?: string;
  /** The replacement text we suggest, when there is exactly one. */
  suggestion?: string;
  /** Absent for a problem with no line to point at: the catalogue as a whole (a missing site.yaml), or a whole file (see `file`). */
  span?: Span;
  /** Set instead of a span when the problem is a whole file with no line to point at (a picture no page shows). */
  file?: string;
}

/** A whole file, relative to the catalogue directory, for a problem that has no position in it. */
export interface WholeFile {
  file: string;
}

/** One YAML file, parsed with its document tree kept so any value can be traced to its line. */
export interface SourceFile {
  /** Path relative to the catalogue directory, '/' separated, such as 'timber/plywood.yaml'. */
  path: string;
  absolutePath: string;
  kind: FileKind;
  /** The page address this file defines ('/', '/contact', '/timber', '/timber/plywood'); absent for site and layout. */
  address?: string;
  text: string;
  /** Its path and text hashed, as load's parse cache keys it (load/cache.ts); absent on files made elsewhere. */
  contentKey?: string;
  doc: Document.Parsed;
  lineCounter: LineCounter;
  /** The plain data (doc.toJS()), or undefined when the file could not be parsed. */
  data: unknown;
}

/** A value's location in a record, as ajv's instancePath split into keys and indexes. */
export type JsonPath = ReadonlyArray<string | number>;
