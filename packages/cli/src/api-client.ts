import type { z } from 'zod';
import { httpError, networkError } from './api-errors';
import type { Credentials } from './credentials';
import { CliError } from './errors';

/** How long a JSON request may take. */
export const REQUEST_TIMEOUT_MS = 60_000;
/** How long a package download may take (other bodies are rendered for it, and may wait for the render queue). */
export const DOWNLOAD_TIMEOUT_MS = 300_000;

export interface Download {
  bytes: Uint8Array;
  /** The file name the server suggests (Content-Disposition), when it gave a safe one. */
  fileName: string | null;
}

function suggestedFileName(disposition: string | null): string | null {
  const name = disposition?.match(/filename="([^"/\\]+)"/)?.[1];
  return name && /^[\w.-]+$/.test(name) ? name : null;
}

/** The DecalForge API with a personal API token: every failure becomes a one-line CliError. */
export class ApiClient {
  constructor(
    private readonly credentials: Credentials,
    private readonly fetchImpl: typeof fetch,
  ) {}

  get url(): string {
    return this.credentials.url;
  }

  async getJson<S extends z.ZodType>(path: string, schema: S): Promise<z.infer<S>> {
    return this.parse(await this.request('GET', path, undefined, REQUEST_TIMEOUT_MS), schema);
  }

  async postJson<S extends z.ZodType>(path: string, body: unknown, schema: S): Promise<z.infer<S>> {
    return this.parse(await this.request('POST', path, body, REQUEST_TIMEOUT_MS), schema);
  }

  async download(path: string): Promise<Download> {
    const { res, text } = await this.request('GET', path, undefined, DOWNLOAD_TIMEOUT_MS, true);
    if (text !== undefined) throw new CliError(`Unexpected answer from ${this.url}: expected a file`);
    const bytes = new Uint8Array(await this.guard(() => res.arrayBuffer(), DOWNLOAD_TIMEOUT_MS));
    return { bytes, fileName: suggestedFileName(res.headers.get('content-disposition')) };
  }

  private async guard<T>(step: () => Promise<T>, timeoutMs: number): Promise<T> {
    try {
      return await step();
    } catch (e) {
      throw networkError(this.url, e, timeoutMs);
    }
  }

  /** Sends a request; an error answer throws. Returns the text of a JSON answer, or leaves a binary body unread. */
  private async request(
    method: string,
    path: string,
    body: unknown,
    timeoutMs: number,
    binary = false,
  ): Promise<{ res: Response; text: string | undefined }> {
    const headers: Record<string, string> = { authorization: `Bearer ${this.credentials.token}`, accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await this.guard(
      () =>
        this.fetchImpl(this.url + path, {
          method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(timeoutMs),
        }),
      timeoutMs,
    );
    const isJson = /\bjson\b/i.test(res.headers.get('content-type') ?? '');
    if (res.ok && binary && !isJson) return { res, text: undefined };
    const text = await this.guard(() => res.text(), timeoutMs);
    if (!res.ok) {
      const message = isJson ? errorMessageOf(text) : undefined;
      throw httpError(this.url, { status: res.status, message, retryAfter: res.headers.get('retry-after') });
    }
    return { res, text };
  }

  private parse<S extends z.ZodType>({ res, text }: { res: Response; text: string | undefined }, schema: S): z.infer<S> {
    let data: unknown;
    try {
      data = JSON.parse(text ?? '');
    } catch {
      data = undefined;
    }
    const parsed = schema.safeParse(data);
    if (!parsed.success) throw new CliError(`Unexpected answer from ${this.url} (HTTP ${res.status}): is this a DecalForge server?`);
    return parsed.data;
  }
}

/** The `{error}` of an error answer, if it is one. */
function errorMessageOf(text: string): string | undefined {
  try {
    const data = JSON.parse(text) as { error?: unknown };
    return typeof data?.error === 'string' ? data.error : undefined;
  } catch {
    return undefined;
  }
}
