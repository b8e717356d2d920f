/** An error from our API, carrying the server's readable message and HTTP status. */
export class ApiError extends Error {
  constructor(
    public readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Reads the server's `{error}` (or better-auth's `{message}`) from a failed response. */
export async function errorMessageOf(res: Response, fallback = 'Something went wrong. Please try again.'): Promise<string> {
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
}

/** JSON request to our API with the session cookie; throws ApiError with the server's message. */
export async function api<T>(path: string, opts: ApiOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...opts.headers };
  if (opts.body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(path, {
    method: opts.method ?? (opts.body === undefined ? 'GET' : 'POST'),
    headers,
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    credentials: 'same-origin',
    signal: opts.signal,
  });
  if (!res.ok) throw new ApiError(res.status, await errorMessageOf(res));
  const text = await res.text();
  return (text ? JSON.parse(text) : null) as T;
}
