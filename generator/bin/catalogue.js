#!/usr/bin/env node
// The `catalogue` command. The CLI is TypeScript, run through tsx so staff need no build step.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../cli.ts');
process.exitCode = await main(process.argv);
