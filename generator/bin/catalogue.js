#!/usr/bin/env node
// The `catalogue` command. The CLI is TypeScript, run through tsx so staff need no build step.
// This is the only place that decides how the process ends (see cli.ts for the exit codes).
import process from 'node:process';
import { register } from 'tsx/esm/api';

register();
try {
  const { main } = await import('../cli.ts');
  process.exitCode = await main(process.argv);
} catch (error) {
  // Only a fault in the tool itself gets here (cli.ts reports everything else).
  const debug = process.argv.includes('--debug');
  process.stderr.write(`catalogue: internal error: ${debug && error instanceof Error ? error.stack : String(error?.message ?? error)}\n`);
  process.exitCode = 2;
}
