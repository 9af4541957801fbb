#!/usr/bin/env node
// The `catalogue` command. The CLI is TypeScript: it runs compiled to one JavaScript module when
// it can (compiled.js, made again whenever its source changes), else from source through tsx, so
// staff never need a build step. This is the only place that decides how the process ends (see
// cli.ts for the exit codes).
import process from 'node:process';
import { loadCompiledCli } from './compiled.js';

try {
  const { main } = (await loadCompiledCli()) ?? (await fromSource());
  process.exitCode = await main(process.argv);
} catch (error) {
  // Only a fault in the tool itself gets here (cli.ts reports everything else).
  const debug = process.argv.includes('--debug');
  process.stderr.write(`catalogue: internal error: ${debug && error instanceof Error ? error.stack : String(error?.message ?? error)}\n`);
  process.exitCode = 2;
}

async function fromSource() {
  const { register } = await import('tsx/esm/api');
  register();
  return import('../cli.ts');
}
