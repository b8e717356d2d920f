import { createServer, type Server } from 'node:http';

/** Listens on a free loopback port: the API's base URL and a close that waits for the server. */
async function listen(server: Server): Promise<{ url: string; close(): Promise<void> }> {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}/v1`, close: () => new Promise<void>((r) => server.close(() => r())) };
}

/**
 * A loopback server speaking the OpenAI Images API shape, answering 500 with a JSON error:
 * a real external generator that fails, to exercise the FAILED path end to end.
 */
export async function startFailingImageApi(): Promise<{ url: string; requests: number; close(): Promise<void> }> {
  const state = { requests: 0 };
  const server: Server = createServer((req, res) => {
    state.requests += 1;
    req.resume();
    req.on('end', () => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'model overloaded', type: 'server_error' } }));
    });
  });
  const { url, close } = await listen(server);
  return {
    url,
    get requests() {
      return state.requests;
    },
    close,
  };
}

/**
 * The same API, but holding every request until `release()` (then answering 500, as above, and
 * at once from then on): renders stay in flight for as long as a test needs them to.
 */
export async function startHeldImageApi(): Promise<{ url: string; requests: number; release(): void; close(): Promise<void> }> {
  const state = { requests: 0, released: false };
  const held: Array<() => void> = [];
  const server: Server = createServer((req, res) => {
    state.requests += 1;
    req.resume();
    req.on('end', () => {
      const answer = () => {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'released', type: 'server_error' } }));
      };
      if (state.released) answer();
      else held.push(answer);
    });
  });
  const { url, close } = await listen(server);
  return {
    url,
    get requests() {
      return state.requests;
    },
    release() {
      state.released = true;
      for (const answer of held.splice(0)) answer();
    },
    close,
  };
}
