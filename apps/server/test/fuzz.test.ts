import fc from 'fast-check';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminOpSchema,
  checkoutRequestSchema,
  createApiTokenRequestSchema,
  credentialsSchema,
  generateRequestSchema,
  improveRequestSchema,
  saveDecalRequestSchema,
  testPortalRequestSchema,
  testSessionRequestSchema,
  v1CreateDecalRequestSchema,
  validateCreatorCodeRequestSchema,
} from '@decalforge/shared';
import { seedJob } from './helpers/seed-job';
import { signUpVerified, startTestApp, type TestApp } from './helpers/test-app';
import type { TestClient } from './helpers/http-client';

/**
 * Property-based fuzzing of every JSON endpoint: bodies generated from the endpoint's zod schema
 * (valid and near-valid), random JSON, and malformed requests (invalid JSON, wrong content
 * type, deep nesting, huge strings, `__proto__` keys). The server must never answer 5xx, every
 * error must be a JSON `{error}` without a stack trace, and nothing may pollute prototypes.
 * CI runs a fixed seed; `npm run test:fuzz` runs longer (FUZZ_RUNS, FUZZ_SEED).
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261122);
const RUNS = Number(process.env.FUZZ_RUNS ?? 30);

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: Json[];
  const?: Json;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  items?: JsonSchema;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
};

const anyJson = fc.jsonValue({ maxDepth: 3 }) as fc.Arbitrary<Json>;

/** Values for a JSON schema (from `z.toJSONSchema`): mostly inside its bounds, sometimes just outside. */
function arbitraryFor(s: JsonSchema): fc.Arbitrary<Json> {
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.oneof(fc.constantFrom(...s.enum), fc.string({ maxLength: 8 }));
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map(arbitraryFor));
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  switch (type) {
    case 'object': {
      const props = s.properties ?? {};
      const keys = Object.keys(props);
      const record = fc.record(Object.fromEntries(keys.map((k) => [k, arbitraryFor(props[k])])), {
        requiredKeys: (s.required ?? []).filter((k) => keys.includes(k)),
      }) as fc.Arbitrary<{ [k: string]: Json }>;
      // Near-valid: one field replaced by any JSON value, or an unknown extra key.
      return fc.oneof(
        { weight: 3, arbitrary: record },
        fc.tuple(record, fc.constantFrom(...(keys.length ? keys : ['x'])), anyJson).map(([o, k, v]) => ({ ...o, [k]: v })),
        fc.tuple(record, fc.string({ maxLength: 12 }), anyJson).map(([o, k, v]) => ({ ...o, [k]: v })),
      );
    }
    case 'string': {
      const max = s.maxLength ?? 64;
      return fc.oneof(
        { weight: 4, arbitrary: fc.string({ minLength: s.minLength ?? 0, maxLength: Math.min(max, 80) }) },
        fc.string({ unit: 'grapheme', maxLength: 40 }),
        fc.constant('x'.repeat(max + 1)),
        fc.constantFrom('', ' ', '\u0000', '../../etc/passwd', "' OR 1=1 --", '<script>alert(1)</script>', '%_\\'),
      );
    }
    case 'integer':
    case 'number': {
      const min = Math.ceil(s.minimum ?? -1e6);
      const max = Math.floor(s.maximum ?? 1e6);
      return fc.oneof(
        fc.integer({ min: Math.min(min, max), max }),
        fc.double({ min: s.minimum ?? -1e6, max: s.maximum ?? 1e6, noNaN: true }),
        fc.double({ noNaN: true, noDefaultInfinity: true }),
        fc.constantFrom(-1, 0, 1, 2 ** 31, Number.MAX_SAFE_INTEGER, 1e308),
      );
    }
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(s.items ? arbitraryFor(s.items) : anyJson, { maxLength: 5 });
    case 'null':
      return fc.constant(null);
    default:
      return anyJson;
  }
}

function bodiesFor(schema: z.ZodType): fc.Arbitrary<Json> {
  const js = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return fc.oneof({ weight: 4, arbitrary: arbitraryFor(js) }, anyJson);
}

interface Endpoint {
  path: string;
  schema: z.ZodType;
  as: 'user' | 'admin' | 'anon';
  /** Fewer runs for endpoints that hash passwords. */
  runs?: number;
}

const ENDPOINTS: Endpoint[] = [
  { path: '/api/functions/improve', schema: improveRequestSchema, as: 'user' },
  { path: '/api/functions/generate', schema: generateRequestSchema, as: 'user' },
  { path: '/api/jobs', schema: generateRequestSchema, as: 'user' },
  { path: '/api/v1/decals', schema: v1CreateDecalRequestSchema, as: 'user' },
  { path: '/api/tokens', schema: createApiTokenRequestSchema, as: 'user' },
  { path: '/api/saved-decals', schema: saveDecalRequestSchema, as: 'user' },
  { path: '/api/functions/create-checkout', schema: checkoutRequestSchema, as: 'user' },
  { path: '/api/functions/create-portal', schema: z.object({}), as: 'user' },
  { path: '/api/functions/validate-creator-code', schema: validateCreatorCodeRequestSchema, as: 'user' },
  { path: '/api/billing/test/complete-checkout', schema: testSessionRequestSchema, as: 'user' },
  { path: '/api/billing/test/cancel-checkout', schema: testSessionRequestSchema, as: 'user' },
  { path: '/api/billing/test/portal', schema: testPortalRequestSchema, as: 'user' },
  { path: '/api/billing/webhook', schema: z.object({ id: z.string(), type: z.string() }), as: 'anon' },
  { path: '/api/functions/admin-user-ops', schema: adminOpSchema, as: 'admin' },
  { path: '/api/auth/sign-in/email', schema: credentialsSchema, as: 'anon', runs: 8 },
  { path: '/api/auth/sign-up/email', schema: credentialsSchema.extend({ name: z.string().max(100) }), as: 'anon', runs: 8 },
];

/** Requests no schema produces: broken JSON, wrong content types, deep nesting, huge strings, prototype keys. */
const MALFORMED: Array<{ name: string; body: string; type?: string }> = [
  { name: 'invalid JSON', body: '{"a":' },
  { name: 'empty JSON body', body: '' },
  { name: 'JSON null', body: 'null' },
  { name: 'JSON array', body: '[1,2,3]' },
  { name: 'JSON number', body: '42' },
  { name: 'JSON string', body: '"text"' },
  { name: 'text/plain', body: '{"code":"X"}', type: 'text/plain' },
  { name: 'form-encoded', body: 'a=1&b=2', type: 'application/x-www-form-urlencoded' },
  { name: 'no content type', body: '{"a":1}', type: '' },
  { name: 'deep array nesting', body: '['.repeat(5000) + ']'.repeat(5000) },
  { name: 'deep object nesting', body: '{"a":'.repeat(2000) + '1' + '}'.repeat(2000) },
  { name: 'huge string under the limit', body: JSON.stringify({ code: 'x'.repeat(30_000), improvedPrompt: 'y'.repeat(1000) }) },
  { name: 'huge string over the limit', body: JSON.stringify({ code: 'x'.repeat(100_000) }) },
  { name: '__proto__ key', body: '{"__proto__":{"polluted":true,"plan":"ADMIN"},"action":"getDashboardStats","code":"A"}' },
  { name: 'constructor.prototype', body: '{"constructor":{"prototype":{"polluted":true}},"jobId":"x"}' },
];

let t: TestApp;
const clients = {} as Record<Endpoint['as'], TestClient>;

beforeAll(async () => {
  t = await startTestApp({ GENERATE_RATE_LIMIT_MAX: '100000', BILLING_RATE_LIMIT_MAX: '100000', CODE_RATE_LIMIT_MAX: '100000' });
  const user = await signUpVerified(t);
  // A FREE user whose one generation is used: valid generate bodies are answered 402 without rendering.
  await seedJob(t.ctx.dbh.db, { id: `fuzz-used-${user.userId}`, user_id: user.userId });
  const admin = await signUpVerified(t);
  await t.ctx.repos.profiles.setPlan(admin.userId, 'ADMIN');
  clients.user = user.client;
  clients.admin = admin.client;
  clients.anon = t.client();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

async function send(client: TestClient, path: string, body: string, type = 'application/json') {
  const headers: Record<string, string> = type ? { 'content-type': type } : {};
  const res = await client.req('POST', path, { body, headers });
  return { status: res.status, text: await res.text(), type: res.headers.get('content-type') ?? '' };
}

/** The contract every answer keeps. Returns a description of the breach, or null. */
function breach(r: { status: number; text: string; type: string }): string | null {
  if (r.status >= 500) return `status ${r.status}: ${r.text.slice(0, 200)}`;
  if (/\n\s+at |node_modules|\/work\/|\.ts:\d+/.test(r.text)) return `leaks internals: ${r.text.slice(0, 200)}`;
  if (r.status >= 400) {
    if (!r.type.includes('application/json')) return `error without JSON (${r.type})`;
    let data: unknown;
    try {
      data = JSON.parse(r.text);
    } catch {
      return `error body is not JSON: ${r.text.slice(0, 100)}`;
    }
    const error = (data as { error?: unknown } | null)?.error;
    if (typeof error !== 'string' || !error) return `error body without {error}: ${r.text.slice(0, 100)}`;
  }
  return null;
}

describe('fuzzing JSON endpoints (fixed seed)', () => {
  for (const ep of ENDPOINTS) {
    it(`${ep.path}: schema-derived and random bodies never give a 5xx`, async () => {
      await fc.assert(
        fc.asyncProperty(bodiesFor(ep.schema), async (value) => {
          const r = await send(clients[ep.as], ep.path, JSON.stringify(value));
          const problem = breach(r);
          if (problem) throw new Error(`${ep.path} ${JSON.stringify(value).slice(0, 200)} → ${problem}`);
        }),
        { seed: SEED, numRuns: ep.runs ?? RUNS },
      );
    });
  }

  it('malformed requests to every endpoint answer a JSON 4xx, and nothing pollutes prototypes', async () => {
    const problems: string[] = [];
    for (const ep of ENDPOINTS) {
      for (const m of MALFORMED) {
        const r = await send(clients[ep.as], ep.path, m.body, m.type);
        const problem = breach(r);
        if (problem) problems.push(`${ep.path} [${m.name}] → ${problem}`);
      }
    }
    // Path parameters and query strings: NUL, traversal, overlong ids.
    for (const path of [
      '/api/jobs/%00',
      '/api/jobs/%00/image',
      '/api/jobs/x/bodies/%00',
      `/api/jobs/${'a'.repeat(5000)}`,
      '/api/saved-decals/..%2F..%2Fetc',
      '/api/billing/test/session/%00',
      '/api/storage/jobs/%2E%2E/%2E%2E/etc/passwd?expires=1&sig=x',
      '/api/storage/jobs/a?expires=%00&sig=%00',
      '/api/me?x=%00',
    ]) {
      for (const client of [clients.user, clients.anon]) {
        const res = await client.req(path.includes('saved-decals/') ? 'DELETE' : 'GET', path);
        const problem = breach({ status: res.status, text: await res.text(), type: res.headers.get('content-type') ?? '' });
        if (problem) problems.push(`${path} → ${problem}`);
      }
    }
    expect(problems).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).plan).toBeUndefined();
  });
});
