/**
 * The first line of every catalogue file ties it to its JSON Schema for the YAML language server
 * (VS Code's YAML extension and other editors), which then completes fields and flags mistakes.
 * The path is relative to the file, so it works wherever the project is checked out.
 */
import { schemaFileOf } from '../../contract/kinds/index.ts';
import { kindOf } from '../load/kinds.ts';

export const MODELINE_PREFIX = '# yaml-language-server: $schema=';

/** The modeline a catalogue file needs, from its path relative to the catalogue ('timber/plywood.yaml'). */
export function modelineFor(relPath: string): string | undefined {
  const kind = kindOf(relPath);
  if (!kind) return undefined;
  const depth = relPath.split('/').length;
  return `${MODELINE_PREFIX}${'../'.repeat(depth)}schema/${schemaFileOf(kind)}`;
}
