import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_TOKEN_PREFIX, MESSAGES, type ApiToken, type CreateApiTokenResponse } from '@decalforge/shared';
import { hashApiToken } from '../src/modules/api-tokens/api-tokens.service';
import { signUpVerified, startTestApp, type TestApp } from './helpers/test-app';
import type { TestClient } from './helpers/http-client';

/** Personal API tokens: created once, stored hashed, listed without the token, revoked by the owner only, capped per user. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ GENERATE_RATE_LIMIT_MAX: '10000' });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

function bearer(token: string): TestClient {
  const c = t.client();
  c.bearer = token;
  return c;
}

async function create(client: TestClient, name: string) {
  return client.json<CreateApiTokenResponse>('POST', '/api/tokens', { name });
}

describe('API tokens', () => {
  it('creates a token shown once; the database holds only its hash and prefix', async () => {
    const u = await signUpVerified(t);
    const res = await create(u.client, 'laptop script');
    expect(res.status).toBe(201);
    const { id, token, prefix } = res.data;
    expect(token.startsWith(API_TOKEN_PREFIX)).toBe(true);
    expect(token.length).toBeGreaterThanOrEqual(40);
    expect(token.startsWith(prefix)).toBe(true);
    const rows = await t.ctx.dbh.db.selectFrom('api_tokens').selectAll().where('user_id', '=', u.userId).execute();
    expect(rows).toHaveLength(1);
    const row = rows[0];
    expect(row.id).toBe(id);
    expect(row.token_hash).toBe(hashApiToken(token));
    // No column of the row holds the token.
    expect(Object.values(row).some((v) => typeof v === 'string' && v.includes(token))).toBe(false);

    const list = await u.client.json<{ tokens: ApiToken[] }>('GET', '/api/tokens');
    expect(list.status).toBe(200);
    expect(list.data.tokens).toEqual([{ id, name: 'laptop script', prefix, createdAt: expect.any(String), lastUsedAt: null }]);
    expect(JSON.stringify(list.data)).not.toContain(token);
  });

  it('authenticates on existing user routes and records the last use; the session bearer keeps working', async () => {
    const u = await signUpVerified(t);
    const { token, id } = (await create(u.client, 'ci')).data;
    const me = await bearer(token).json<{ id: string; email: string }>('GET', '/api/me');
    expect(me.status).toBe(200);
    expect(me.data).toMatchObject({ id: u.userId, email: u.email });
    const saved = await bearer(token).json('GET', '/api/saved-decals');
    expect(saved.status).toBe(200);
    const list = await u.client.json<{ tokens: ApiToken[] }>('GET', '/api/tokens');
    expect(list.data.tokens.find((x) => x.id === id)?.lastUsedAt).toEqual(expect.any(String));
    // better-auth's session token as a bearer still works.
    expect((await bearer(u.token).json('GET', '/api/me')).status).toBe(200);
    // An unknown token with the prefix is refused.
    expect((await bearer(`${API_TOKEN_PREFIX}not-a-real-token`).json('GET', '/api/me')).status).toBe(401);
  });

  it('a token cannot manage tokens or reach admin routes', async () => {
    const u = await signUpVerified(t);
    await t.ctx.repos.profiles.setPlan(u.userId, 'ADMIN');
    const { token, id } = (await create(u.client, 'admin script')).data;
    const c = bearer(token);
    for (const [method, path, body] of [
      ['GET', '/api/tokens', undefined],
      ['POST', '/api/tokens', { name: 'more' }],
      ['DELETE', `/api/tokens/${id}`, undefined],
    ] as const) {
      const res = await c.json<{ error: string }>(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.data.error).toBe(MESSAGES.apiTokens.needsSession);
    }
    const admin = await c.json<{ error: string }>('POST', '/api/functions/admin-user-ops', { action: 'stats' });
    expect(admin.status).toBe(403);
    expect(admin.data.error).toBe(MESSAGES.apiTokens.adminNeedsSession);
    expect((await c.json('GET', '/api/me')).status).toBe(200);
  });

  it('revoking refuses the token at once; only the owner can revoke (404 otherwise)', async () => {
    const owner = await signUpVerified(t);
    const other = await signUpVerified(t);
    const { token, id } = (await create(owner.client, 'to revoke')).data;
    expect((await bearer(token).json('GET', '/api/me')).status).toBe(200); // now remembered by the session cache
    const foreign = await other.client.json<{ error: string }>('DELETE', `/api/tokens/${id}`);
    expect(foreign.status).toBe(404);
    expect(foreign.data.error).toBe(MESSAGES.apiTokens.notFound);
    expect((await bearer(token).json('GET', '/api/me')).status).toBe(200);
    const del = await owner.client.req('DELETE', `/api/tokens/${id}`);
    expect(del.status).toBe(204);
    expect((await bearer(token).json('GET', '/api/me')).status).toBe(401);
    expect((await owner.client.json('DELETE', `/api/tokens/${id}`)).status).toBe(404);
    const list = await owner.client.json<{ tokens: ApiToken[] }>('GET', '/api/tokens');
    expect(list.data.tokens).toEqual([]);
  });

  it('validates the name and caps active tokens per user (revoking frees a place)', async () => {
    const u = await signUpVerified(t);
    expect((await u.client.json<{ error: string }>('POST', '/api/tokens', {})).data.error).toBe('Token name is required');
    expect((await u.client.json('POST', '/api/tokens', { name: 'x'.repeat(101) })).status).toBe(400);
    const { API_TOKENS_MAX } = await import('@decalforge/shared');
    const made = await Promise.all(Array.from({ length: API_TOKENS_MAX + 3 }, (_, i) => create(u.client, `t${i}`)));
    expect(made.filter((r) => r.status === 201)).toHaveLength(API_TOKENS_MAX);
    const refused = made.filter((r) => r.status === 409);
    expect(refused).toHaveLength(3);
    expect((refused[0]?.data as unknown as { error: string }).error).toBe(MESSAGES.apiTokens.limit(API_TOKENS_MAX));
    const first = made.find((r) => r.status === 201)?.data.id as string;
    expect((await u.client.req('DELETE', `/api/tokens/${first}`)).status).toBe(204);
    expect((await create(u.client, 'again')).status).toBe(201);
  });
});
