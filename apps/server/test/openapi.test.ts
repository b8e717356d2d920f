import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeTable } from '../src/http/access';
import { openApiPath } from '../src/modules/openapi/openapi-document';
import { startTestApp, type TestApp } from './helpers/test-app';

type Json = Record<string, unknown>;
const JSON_TYPES = new Set(['string', 'number', 'integer', 'boolean', 'object', 'array', 'null']);
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

let t: TestApp;
let doc: Json;
beforeAll(async () => {
  t = await startTestApp();
  const res = await t.client().req('GET', '/api/openapi.json');
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  doc = JSON.parse(await res.text()) as Json;
}, 60_000);
afterAll(async () => {
  await t?.close();
});

/** Every `$ref` in the document, and every `type` keyword of its schemas. */
function walk(node: unknown, refs: string[], types: unknown[], inSchema = false): void {
  if (Array.isArray(node)) return node.forEach((n) => walk(n, refs, types, inSchema));
  if (!node || typeof node !== 'object') return;
  for (const [k, v] of Object.entries(node)) {
    if (k === '$ref') refs.push(String(v));
    else if (k === 'type' && inSchema) types.push(v);
    walk(v, refs, types, inSchema || k === 'schema' || k === 'schemas');
  }
}

function resolve(ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  return ref
    .slice(2)
    .split('/')
    .reduce<unknown>((n, key) => (n && typeof n === 'object' ? (n as Json)[key] : undefined), doc);
}

describe('OpenAPI document', () => {
  it('is a well-formed OpenAPI 3.1 document', () => {
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(doc.jsonSchemaDialect).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(doc.info).toMatchObject({ title: expect.any(String), version: expect.any(String) });
    expect(doc.servers).toEqual([{ url: t.baseUrl }]);
    const paths = doc.paths as Record<string, Record<string, Json>>;
    const ids = new Set<string>();
    for (const [path, item] of Object.entries(paths)) {
      expect(path.startsWith('/')).toBe(true);
      const templated = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
      for (const [method, op] of Object.entries(item)) {
        expect(METHODS, `${method} ${path}`).toContain(method);
        expect(ids.has(op.operationId as string), `duplicate operationId ${String(op.operationId)}`).toBe(false);
        ids.add(op.operationId as string);
        const responses = op.responses as Record<string, Json>;
        expect(
          Object.keys(responses).some((s) => /^2\d\d$/.test(s)),
          `${method} ${path} has a 2xx`,
        ).toBe(true);
        for (const [status, r] of Object.entries(responses)) {
          expect(status).toMatch(/^[1-5]\d\d$/);
          expect(r.description).toEqual(expect.any(String));
        }
        const params = ((op.parameters as Json[] | undefined) ?? []).filter((p) => p.in === 'path').map((p) => p.name);
        expect(params.sort(), `${method} ${path} declares its path parameters`).toEqual([...templated].sort());
        for (const s of (op.security as Json[]) ?? [])
          for (const name of Object.keys(s)) expect((doc.components as Json).securitySchemes).toHaveProperty(name);
      }
    }
    const refs: string[] = [];
    const types: unknown[] = [];
    walk(doc, refs, types);
    for (const ref of refs) expect(resolve(ref), ref).toBeDefined();
    for (const type of types.flat()) expect(JSON_TYPES.has(type as string), String(type)).toBe(true);
  });

  it('lists every v1 route and every token route of the server, generated from the shared schemas', () => {
    const paths = doc.paths as Record<string, Record<string, Json>>;
    const served = routeTable(t.app).filter((r) => r.url.startsWith('/api/v1/') || r.url.startsWith('/api/tokens'));
    expect(served.length).toBeGreaterThanOrEqual(7);
    const missing = served.filter((r) => !paths[openApiPath(r.url)]?.[r.method.toLowerCase()]).map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
    const create = paths['/api/v1/decals']?.post as Json;
    const schema = ((create.requestBody as Json).content as Json)['application/json'] as { schema: Json };
    expect(schema.schema.required).toEqual(expect.arrayContaining(['prompt', 'body']));
    const props = schema.schema.properties as Record<string, Json>;
    expect(props.body?.enum).toEqual(expect.arrayContaining(['octane', 'fennec', 'dominus']));
    expect(props.prompt?.maxLength).toBe(1000);
    expect(Object.keys(props).sort()).toEqual(['body', 'chassis', 'finish', 'improve', 'prompt', 'seed', 'variationStrength']);
    const list = paths['/api/v1/decals']?.get as Json;
    expect((list.parameters as Json[]).map((p) => [p.name, p.in])).toEqual([
      ['limit', 'query'],
      ['before', 'query'],
    ]);
    const page = ((list.responses as Json)['200'] as Json).content as Record<string, { schema: Json }>;
    expect(page['application/json']?.schema.required).toEqual(expect.arrayContaining(['items', 'nextCursor']));
    expect(Object.keys((list.responses as Json) ?? {})).toEqual(expect.arrayContaining(['200', '400', '401']));
    const image = paths['/api/v1/decals/{id}/image']?.get as Json;
    expect(((image.responses as Json)['200'] as Json).content).toHaveProperty('image/png');
  });

  it('/api/docs is a readable page listing every operation, with nothing loaded from the network', async () => {
    const res = await t.client().req('GET', '/api/docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await res.text();
    for (const [path, item] of Object.entries(doc.paths as Record<string, Json>))
      for (const method of Object.keys(item))
        expect(html).toMatch(new RegExp(`>${method.toUpperCase()}</span> <code>${path.replace(/[{}]/g, '\\$&')}</code>`));
    expect(html).not.toMatch(/<script|<link|<img|<iframe|\ssrc=|@import|url\(/i);
    for (const href of html.matchAll(/href="([^"]+)"/g)) expect(href[1]).toMatch(/^[#/]/);
  });
});
