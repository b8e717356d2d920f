/** An error from our API, carrying the server's readable message and HTTP status. */
export class ApiError extends Error {
  constructor(
    public readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export const DEFAULT_ERROR_MESSAGE = 'Something went wrong. Please try again.';

/** Reads the server's `{error}` (or better-auth's `{message}`) from a failed response. */
export async function errorMessageOf(res: Response, fallback = DEFAULT_ERROR_MESSAGE): Promise<string> {
  const text = await res.text().catch(() => '');
  if (!text) return fallback;
  try {
    const data = JSON.parse(text) as { error?: unknown; message?: unknown };
    if (typeof data.error === 'string' && data.error) return data.error;
    if (typeof data.message === 'string' && data.message) return data.message;
    return text;
  } catch {
    return text.length > 300 ? fallback : text;
  }
}

export interface ApiOptions {
  method?: string;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Shown when the server gives no readable message (empty 5xx, HTML error page) or the network fails. */
  fallbackMessage?: string;
}

function isAbort(e: unknown): boolean {
  return e instanceof DOMException && e.name === 'AbortError';
}

/** JSON request to our API with the session cookie; throws ApiError with the server's message. */
export async function api<T>(path: string, opts: ApiOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...opts.headers };
  if (opts.body !== undefined) headers['Content-Type'] = 'application/json';
  const fallback = opts.fallbackMessage ?? DEFAULT_ERROR_MESSAGE;
  let res: Response;
  try {
    res = await fetch(path, {
      method: opts.method ?? (opts.body === undefined ? 'GET' : 'POST'),
      headers,
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      credentials: 'same-origin',
      signal: opts.signal,
    });
  } catch (e) {
    // The browser's own wording ("Failed to fetch", "NetworkError…") is not for players: status 0 = no answer.
    if (isAbort(e) || opts.signal?.aborted) throw e;
    throw new ApiError(0, fallback);
  }
  if (!res.ok) throw new ApiError(res.status, await errorMessageOf(res, fallback));
  const text = await res.text();
  try {
    return (text ? JSON.parse(text) : null) as T;
  } catch {
    throw new ApiError(res.status, fallback);
  }
}
