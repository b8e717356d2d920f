import { CommanderError } from 'commander';
import { CliError, EXIT, type ExitCode } from './errors';
import type { CliIo } from './io';
import { buildProgram } from './program';

/**
 * Runs `decalforge <args>` and answers the exit code. Every failure is one line on stderr,
 * never a stack trace (DECALFORGE_DEBUG=1 adds the stack of an unexpected error).
 */
export async function runCli(args: readonly string[], io: CliIo): Promise<ExitCode> {
  try {
    await buildProgram(io).parseAsync([...args], { from: 'user' });
    return EXIT.ok;
  } catch (e) {
    // Help and version end parsing with exit code 0; usage errors were already printed by commander.
    if (e instanceof CommanderError) return e.exitCode === 0 ? EXIT.ok : EXIT.usage;
    if (e instanceof CliError) {
      io.stderr.write(`decalforge: ${e.message}\n`);
      return e.exitCode;
    }
    const message = e instanceof Error ? e.message : String(e);
    io.stderr.write(`decalforge: unexpected error: ${message}\n`);
    if (io.env.DECALFORGE_DEBUG && e instanceof Error && e.stack) io.stderr.write(`${e.stack}\n`);
    return EXIT.failure;
  }
}
