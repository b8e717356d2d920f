import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { adminRoutes } from './admin/admin.routes';
import { storageRoutes } from '../storage/storage.routes';
import { generationRoutes } from './generation/generation.routes';
import { registerBilling } from './billing';
import { meRoutes } from './me/me.routes';
import { savedDecalsRoutes } from './saved-decals/saved-decals.routes';

/** Registers every API module. Each module adds one line here. */
export async function registerModules(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(meRoutes, ctx);
  // One line per module below.
  await registerBilling(app, ctx);
  await app.register(storageRoutes, ctx);
  await app.register(generationRoutes, ctx);
  await app.register(savedDecalsRoutes, ctx);
  await app.register(adminRoutes, ctx);
}
