import { createHash, randomBytes } from 'node:crypto';
import {
  API_TOKEN_DISPLAY_LENGTH,
  API_TOKEN_PREFIX,
  API_TOKENS_MAX,
  MESSAGES,
  type ApiToken,
  type CreateApiTokenResponse,
} from '@decalforge/shared';
import { nowIso } from '../../db/database';
import { AppError, notFound } from '../../http/errors';
import type { SessionUser } from '../../http/access';
import { newId } from '../../lib/ids';
import type { ApiTokenRow, ApiTokensRepository } from './api-tokens.repository';

/** last_used_at is written at most this often per token (a write per request would cost more than the request). */
const LAST_USED_RESOLUTION_MS = 60_000;

/** The SHA-256 of a token, hex: what the database holds instead of the token. */
export function hashApiToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** True when a bearer credential is an API token rather than a better-auth session token. */
export function isApiToken(credential: string): boolean {
  return credential.startsWith(API_TOKEN_PREFIX);
}

export interface ApiTokenIdentity {
  userId: string;
  email: string;
  tokenId: string;
}

function view(row: ApiTokenRow): ApiToken {
  return { id: row.id, name: row.name, prefix: row.prefix, createdAt: row.created_at, lastUsedAt: row.last_used_at };
}

/**
 * Personal API tokens (docs/product-rules.md, API tokens): `dfp_` + 32 random bytes (base64url),
 * shown once at creation; the database keeps its SHA-256 and its first characters. At most
 * API_TOKENS_MAX active tokens per user (409). Revoking tells the session cache (`onRevoke`) so
 * this process refuses the token at once; other processes within SESSION_CACHE_SECONDS.
 */
export function createApiTokensService(deps: { repo: ApiTokensRepository; onRevoke?: (tokenId: string) => void; max?: number }) {
  const max = deps.max ?? API_TOKENS_MAX;
  return {
    async create(user: SessionUser, name: string): Promise<CreateApiTokenResponse> {
      const token = API_TOKEN_PREFIX + randomBytes(32).toString('base64url');
      const row: ApiTokenRow = {
        id: newId(),
        user_id: user.id,
        name,
        token_hash: hashApiToken(token),
        prefix: token.slice(0, API_TOKEN_DISPLAY_LENGTH),
        created_at: nowIso(),
        last_used_at: null,
        revoked_at: null,
      };
      if (!(await deps.repo.insertCapped(row, max))) throw new AppError(409, MESSAGES.apiTokens.limit(max));
      return { ...view(row), token };
    },

    async list(user: SessionUser): Promise<ApiToken[]> {
      return (await deps.repo.listActive(user.id)).map(view);
    },

    async revoke(user: SessionUser, id: string): Promise<void> {
      if (!(await deps.repo.revoke(id, user.id, nowIso()))) throw notFound(MESSAGES.apiTokens.notFound);
      deps.onRevoke?.(id);
    },

    /** The owner of an active token (null for an unknown or revoked one); records when it was last used. */
    async authenticate(token: string, now = new Date()): Promise<ApiTokenIdentity | null> {
      if (!isApiToken(token)) return null;
      const row = await deps.repo.findActiveByHash(hashApiToken(token));
      if (!row) return null;
      if (!row.last_used_at || now.getTime() - Date.parse(row.last_used_at) >= LAST_USED_RESOLUTION_MS)
        await deps.repo.touch(row.id, now.toISOString());
      return { userId: row.user_id, email: row.email, tokenId: row.id };
    },
  };
}

export type ApiTokensService = ReturnType<typeof createApiTokensService>;
