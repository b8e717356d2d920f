/** Exit codes of `decalforge` (packages/cli/README.md lists them for scripts). */
export const EXIT = {
  ok: 0,
  /** The server answered with an error, a decal failed, a file could not be written. */
  failure: 1,
  /** Invalid command line. */
  usage: 2,
  /** Not logged in, or the token was refused (401/403 on the token). */
  auth: 3,
  /** Quota, rate limit, running limit or full render queue (402, 429, 503). */
  limit: 4,
  /** The server could not be reached. */
  network: 5,
} as const;
export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/** A failure whose message is one readable line for the user: printed as it is, never with a stack. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode: ExitCode = EXIT.failure,
  ) {
    super(message);
    this.name = 'CliError';
  }
}

/** An error answer of the server (its HTTP status kept for callers that expect some, e.g. 404). */
export class ApiError extends CliError {
  constructor(
    message: string,
    exitCode: ExitCode,
    readonly status: number,
  ) {
    super(message, exitCode);
    this.name = 'ApiError';
  }
}
