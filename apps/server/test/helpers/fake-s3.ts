import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

/**
 * A loopback server answering the S3 REST calls our storage driver makes (path-style
 * PUT, GET, HEAD, DELETE and copy), keeping objects in memory and recording each request.
 * It checks that requests are SigV4-signed (or presigned); it does not recompute signatures.
 */
export async function startFakeS3() {
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const requests: Array<{ method: string; path: string; signed: boolean }> = [];
  const readBody = (req: IncomingMessage) =>
    new Promise<Buffer>((resolve) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => resolve(Buffer.concat(chunks)));
    });
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const key = decodeURIComponent(url.pathname.slice(1));
    const signed =
      /AWS4-HMAC-SHA256/.test(String(req.headers.authorization ?? '')) || url.searchParams.get('X-Amz-Algorithm') === 'AWS4-HMAC-SHA256';
    requests.push({ method: req.method ?? '', path: key, signed });
    const body = await readBody(req);
    if (!signed) {
      res.writeHead(403, { 'content-type': 'application/xml' }).end('<Error><Code>AccessDenied</Code></Error>');
      return;
    }
    const notFound = () =>
      res.writeHead(404, { 'content-type': 'application/xml' }).end('<Error><Code>NoSuchKey</Code><Message>missing</Message></Error>');
    switch (req.method) {
      case 'PUT': {
        const source = req.headers['x-amz-copy-source'];
        if (source) {
          const from = objects.get(decodeURIComponent(String(source)).replace(/^\//, ''));
          if (!from) return notFound();
          objects.set(key, { body: from.body, contentType: String(req.headers['content-type'] ?? from.contentType) });
          res.writeHead(200, { 'content-type': 'application/xml' }).end('<CopyObjectResult><ETag>"x"</ETag></CopyObjectResult>');
          return;
        }
        objects.set(key, { body, contentType: String(req.headers['content-type'] ?? 'application/octet-stream') });
        res.writeHead(200, { etag: '"x"' }).end();
        return;
      }
      case 'GET':
      case 'HEAD': {
        // HeadBucket (readiness): the bare bucket path.
        if (req.method === 'HEAD' && /^[^/]+\/?$/.test(key)) {
          res.writeHead(200).end();
          return;
        }
        const obj = objects.get(key);
        if (!obj) {
          if (req.method === 'HEAD') res.writeHead(404).end();
          else notFound();
          return;
        }
        res.writeHead(200, { 'content-type': obj.contentType, 'content-length': obj.body.length });
        res.end(req.method === 'GET' ? obj.body : undefined);
        return;
      }
      case 'DELETE':
        objects.delete(key);
        res.writeHead(204).end();
        return;
      default:
        res.writeHead(405).end();
    }
  };
  const server: Server = createServer((req, res) => {
    // A failing handler answers 500 rather than leaving the request open.
    handle(req, res).catch((err: unknown) => res.writeHead(500).end(String(err)));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, objects, requests, close: () => new Promise<void>((r) => server.close(() => r())) };
}
