import { ApiError, CliError, EXIT } from './errors';

/** The codes Node's fetch (undici) puts on the cause of "fetch failed". */
function causeCode(err: unknown): string | undefined {
  const cause = (err as { cause?: { code?: unknown; errors?: Array<{ code?: unknown }> } } | null)?.cause;
  if (!cause) return undefined;
  if (typeof cause.code === 'string') return cause.code;
  // Both addresses of `localhost` refused: an AggregateError holding one error per address.
  const first = cause.errors?.find((e) => typeof e.code === 'string');
  return first ? String(first.code) : undefined;
}

/** A request that never got an answer, as one line. */
export function networkError(url: string, err: unknown, timeoutMs: number): CliError {
  const name = (err as { name?: unknown } | null)?.name;
  if (name === 'TimeoutError' || name === 'AbortError')
    return new CliError(`${url} did not answer within ${Math.round(timeoutMs / 1000)} s`, EXIT.network);
  const code = causeCode(err);
  if (code === 'ECONNREFUSED') return new CliError(`Cannot reach ${url}: is the server running?`, EXIT.network);
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN')
    return new CliError(`Cannot reach ${url}: unknown host ${new URL(url).hostname}`, EXIT.network);
  const reason = code ?? ((err as Error | null)?.message || String(err));
  return new CliError(`Cannot reach ${url}: ${reason}`, EXIT.network);
}

export interface ErrorAnswer {
  status: number;
  /** The server's `{error}` message, when the answer was one. */
  message: string | undefined;
  retryAfter: string | null;
}

function retryHint(retryAfter: string | null): string {
  return retryAfter && /^\d+$/.test(retryAfter) ? ` (retry after ${retryAfter} s)` : '';
}

/**
 * An error answer as one line and an exit code. The server's own message is shown word for word
 * (quota, plan gates, validation); only a refused token gets words of ours, because the server's
 * "Please sign in" means something else on the command line.
 */
export function httpError(url: string, answer: ErrorAnswer): ApiError {
  const { status, message } = answer;
  if (message === undefined)
    return new ApiError(`Unexpected answer from ${url} (HTTP ${status}): is this a DecalForge server?`, EXIT.failure, status);
  if (status === 401)
    return new ApiError(
      `${url} refused the API token (${message}): it is wrong or revoked; create a new one on ${url}/account (API tokens) and run decalforge login again`,
      EXIT.auth,
      status,
    );
  if (status === 402) return new ApiError(message, EXIT.limit, status);
  if (status === 429 || status === 503) return new ApiError(`${message}${retryHint(answer.retryAfter)}`, EXIT.limit, status);
  if (status >= 500) return new ApiError(`${url} failed (HTTP ${status}): ${message}`, EXIT.failure, status);
  return new ApiError(message, EXIT.failure, status);
}
