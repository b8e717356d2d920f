import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { meRoutes } from './me/me.routes';

/** Registers every API module. Each module adds one line here. */
export async function registerModules(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(meRoutes, ctx);
  // One line per module below.
}
