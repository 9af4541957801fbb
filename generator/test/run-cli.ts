/** Runs the real `catalogue` command (generator/bin/catalogue.js) the way staff and CI do. */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

export const REPO = fileURLToPath(new URL('../../', import.meta.url));
const BIN = path.join(REPO, 'generator/bin/catalogue.js');
const run = promisify(execFile);

export interface JsonDiagnostic {
  file: string | null;
  line: number | null;
  column: number | null;
  severity: string;
  code: string;
  message: string;
  hint: string | null;
  suggestion: string | null;
}

export interface CliRun {
  exitCode: number;
  stdout: string;
  stderr: string;
}

export async function runCli(args: string[]): Promise<CliRun> {
  try {
    const { stdout, stderr } = await run(process.execPath, [BIN, ...args], { cwd: REPO, maxBuffer: 64 * 1024 * 1024 });
    return { exitCode: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    if (typeof failed.code !== 'number') throw error;
    return { exitCode: failed.code, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

/** `catalogue validate --format json` on a folder, with each diagnostic's file made relative to that folder again. */
export async function validateJson(catalogueDir: string): Promise<{ exitCode: number; diagnostics: JsonDiagnostic[] }> {
  const result = await runCli(['validate', '--catalogue', catalogueDir, '--format', 'json', '--no-cache']);
  const document = JSON.parse(result.stdout) as { diagnostics: JsonDiagnostic[] };
  const prefix = `${path.relative(REPO, catalogueDir).split(path.sep).join('/')}/`;
  const diagnostics = document.diagnostics.map((d) => ({ ...d, file: d.file?.startsWith(prefix) ? d.file.slice(prefix.length) : d.file }));
  return { exitCode: result.exitCode, diagnostics };
}
