import { z } from 'zod';
import { errorBodySchema } from '@decalforge/shared';
import { OPERATIONS, type Operation, type ResponseSpec } from './operations';

type Json = Record<string, unknown>;

/** A zod schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect), without its own `$schema`. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): Json {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }) as Json;
  return rest;
}

/** Fastify's `/a/:id/b` as OpenAPI's `/a/{id}/b`. */
export function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

function response(spec: ResponseSpec): Json {
  if ('json' in spec)
    return { description: spec.description, content: { 'application/json': { schema: jsonSchema(spec.json, 'output') } } };
  if ('png' in spec)
    return { description: spec.description, content: { 'image/png': { schema: { type: 'string', contentMediaType: 'image/png' } } } };
  if ('zip' in spec)
    return {
      description: spec.description,
      content: { 'application/zip': { schema: { type: 'string', contentMediaType: 'application/zip' } } },
    };
  if ('error' in spec)
    return { description: spec.description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } };
  return { description: spec.description };
}

function operation(op: Operation): Json {
  const params: Json[] = [...op.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => ({
    name: m[1],
    in: 'path',
    required: true,
    schema: { type: 'string', minLength: 1, maxLength: 64 },
  }));
  for (const [name, field] of Object.entries(op.query?.shape ?? {})) {
    const { description, ...schema } = jsonSchema(field as z.ZodType, 'input');
    params.push({ name, in: 'query', required: false, ...(description ? { description } : {}), schema });
  }
  return {
    operationId: op.operationId,
    tags: [op.tag],
    summary: op.summary,
    ...(op.description ? { description: op.description } : {}),
    security: op.auth === 'session' ? [{ session: [] }] : [{ apiToken: [] }, { session: [] }],
    ...(params.length ? { parameters: params } : {}),
    ...(op.body ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(op.body, 'input') } } } } : {}),
    responses: Object.fromEntries(Object.entries(op.responses).map(([status, spec]) => [status, response(spec)])),
  };
}

/** The OpenAPI 3.1 document of the public API, generated from the shared zod schemas (GET /api/openapi.json). */
export function buildOpenApiDocument(serverUrl: string): Json {
  const paths: Record<string, Json> = {};
  for (const op of OPERATIONS) {
    const p = openApiPath(op.path);
    paths[p] = { ...(paths[p] ?? {}), [op.method]: operation(op) };
  }
  return {
    openapi: '3.1.1',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: 'DecalForge API',
      version: '1.0.0',
      description:
        'Generate Rocket League decals from scripts. Create a personal API token on /account and send it as `Authorization: Bearer <token>`. Errors are `{"error": "<message>"}` with a 4xx status.',
    },
    servers: [{ url: serverUrl.replace(/\/+$/, '') }],
    tags: [{ name: 'Decals (v1)' }, { name: 'API tokens' }, { name: 'Account' }],
    paths,
    components: {
      schemas: { Error: jsonSchema(errorBodySchema, 'output') },
      securitySchemes: {
        apiToken: { type: 'http', scheme: 'bearer', description: 'A personal API token (dfp_…) from /account' },
        session: { type: 'apiKey', in: 'cookie', name: 'better-auth.session_token', description: 'The web app’s session cookie' },
      },
    },
  };
}
