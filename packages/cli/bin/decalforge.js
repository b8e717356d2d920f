#!/usr/bin/env node
// The `decalforge` command. The CLI is TypeScript run without a build step: tsx's loader is
// registered for this process only, then the entry point is imported and given the real
// argv, environment and streams.
import { register } from 'tsx/esm/api';

register();
const { nodeIo, runCli } = await import('../src/index.ts');
process.exitCode = await runCli(process.argv.slice(2), nodeIo());
