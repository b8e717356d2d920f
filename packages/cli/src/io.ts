import { homedir } from 'node:os';

/** A stream the CLI writes to: process.stdout/stderr, or a collector in tests. */
export interface OutStream {
  write(text: string): unknown;
  /** True on an interactive terminal: progress redraws one line instead of printing lines. */
  isTTY?: boolean;
}

/** Everything the CLI reads from or writes to the outside world, so tests can run it in-process. */
export interface CliIo {
  env: Readonly<Record<string, string | undefined>>;
  cwd: string;
  platform: NodeJS.Platform;
  homedir: string;
  stdout: OutStream;
  stderr: OutStream;
  fetch: typeof fetch;
  /** Milliseconds; the progress display measures elapsed time with it. */
  now(): number;
}

/** The real process: its environment, working directory, streams and the global fetch. */
export function nodeIo(): CliIo {
  return {
    env: process.env,
    cwd: process.cwd(),
    platform: process.platform,
    homedir: homedir(),
    stdout: process.stdout,
    stderr: process.stderr,
    fetch: globalThis.fetch.bind(globalThis),
    now: () => performance.now(),
  };
}
