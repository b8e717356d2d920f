/** A cookie-keeping HTTP client, as a browser or the acceptance checks would talk to the app. */
export class TestClient {
  readonly jar = new Map<string, string>();
  bearer: string | null = null;

  constructor(readonly baseUrl: string) {}

  private absorb(res: Response) {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const i = pair.indexOf('=');
      const name = pair.slice(0, i).trim();
      const value = pair.slice(i + 1).trim();
      if (value === '' || /max-age=0/i.test(c)) this.jar.delete(name);
      else this.jar.set(name, value);
    }
  }

  async req(
    method: string,
    path: string,
    opts: { json?: unknown; headers?: Record<string, string>; body?: string | Buffer; form?: FormData } = {},
  ): Promise<Response> {
    const headers: Record<string, string> = { Origin: this.baseUrl, ...opts.headers };
    if (this.jar.size) headers.Cookie = [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    if (this.bearer) headers.Authorization = `Bearer ${this.bearer}`;
    // a FormData body gets its multipart content type (with the boundary) from fetch
    let body: string | Buffer | FormData | undefined = opts.form ?? opts.body;
    if (opts.json !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(opts.json);
    }
    const res = await fetch(this.baseUrl + path, { method, headers, body, redirect: 'manual' });
    this.absorb(res);
    return res;
  }

  async json<T = unknown>(
    method: string,
    path: string,
    json?: unknown,
    headers?: Record<string, string>,
  ): Promise<{ status: number; data: T; headers: Headers }> {
    const res = await this.req(method, path, { json, headers });
    const text = await res.text();
    let data: unknown = text;
    try {
      data = JSON.parse(text);
    } catch {
      /* keep text */
    }
    return { status: res.status, data: data as T, headers: res.headers };
  }
}
