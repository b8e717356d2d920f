import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { storageRoutes } from '../storage/storage.routes';
import { adminRoutes } from './admin/admin.routes';
import { apiTokensRoutes } from './api-tokens/api-tokens.routes';
import { billingRoutes } from './billing/billing.routes';
import { webhookRoutes } from './billing/webhook.routes';
import { creatorCodeRoutes } from './creator-codes/creator-codes.routes';
import { generationRoutes } from './generation/generation.routes';
import { logosRoutes } from './logos/logos.routes';
import { meRoutes } from './me/me.routes';
import { openApiRoutes } from './openapi/openapi.routes';
import { publicDecalsRoutes } from './public-api/public-decals.routes';
import { opsRoutes } from './ops/ops.routes';
import { savedDecalsRoutes } from './saved-decals/saved-decals.routes';

/**
 * Every API module's routes. Each is a Fastify plugin that receives the whole context and
 * takes the services it needs from `ctx.services` (built once in build-context.ts); a new
 * module is one import and one entry here.
 */
export const MODULES: ReadonlyArray<(app: FastifyInstance, ctx: AppContext) => Promise<void>> = [
  meRoutes,
  billingRoutes,
  webhookRoutes,
  creatorCodeRoutes,
  storageRoutes,
  generationRoutes,
  logosRoutes,
  savedDecalsRoutes,
  adminRoutes,
  opsRoutes,
  apiTokensRoutes,
  publicDecalsRoutes,
  openApiRoutes,
];

export async function registerModules(app: FastifyInstance, ctx: AppContext): Promise<void> {
  for (const routes of MODULES) await app.register(routes, ctx);
}
