/** Small fetch helpers shared by the external drivers: timeouts and readable errors. */
export type FetchLike = typeof fetch;

export interface HttpOptions {
  timeoutMs: number;
  fetch?: FetchLike;
}

function describeBody(text: string): string {
  try {
    const json = JSON.parse(text) as { error?: unknown; detail?: unknown; message?: unknown };
    const err = json.error ?? json.detail ?? json.message;
    if (typeof err === 'string') return err;
    if (err && typeof err === 'object' && 'message' in err && typeof (err as { message: unknown }).message === 'string') {
      return (err as { message: string }).message;
    }
  } catch {
    // not JSON
  }
  return text.slice(0, 200);
}

/** POSTs JSON and returns the parsed JSON body; throws readable Errors on failure. */
export async function postJson(
  label: string,
  url: string,
  body: unknown,
  headers: Record<string, string>,
  opts: HttpOptions,
): Promise<unknown> {
  const doFetch = opts.fetch ?? fetch;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), opts.timeoutMs);
  let res: Response;
  let text: string;
  try {
    res = await doFetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: controller.signal,
    });
    text = await res.text();
  } catch (err) {
    if (controller.signal.aborted) throw new Error(`${label}: request timed out after ${opts.timeoutMs} ms`);
    throw new Error(`${label}: request failed: ${err instanceof Error ? err.message : String(err)}`);
  } finally {
    clearTimeout(timer);
  }
  if (!res.ok) throw new Error(`${label}: HTTP ${res.status}: ${describeBody(text) || res.statusText}`);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new Error(`${label}: response is not valid JSON`);
  }
}

/** Joins a base URL and an API path unless the URL already ends with that path. */
export function endpoint(base: string, path: string): string {
  const trimmed = base.replace(/\/+$/, '');
  return trimmed.endsWith(path) ? trimmed : `${trimmed}${path}`;
}
