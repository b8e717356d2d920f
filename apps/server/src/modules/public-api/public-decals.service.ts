import {
  improveRequestSchema,
  type CarBody,
  type GenerationSettings,
  type JobStatus,
  type V1CreateDecalRequest,
  type V1Decal,
  type V1DecalList,
  type V1DecalListQuery,
} from '@decalforge/shared';
import { buildPackageFiles, PackageError, type PresetFileName } from '@decalforge/decal-engine/package/builder';
import { zipPackageFiles } from '@decalforge/decal-engine/package/zip';
import type { PromptImprover } from '../../app-context';
import type { SessionUser } from '../../http/access';
import { AppError, badRequest } from '../../http/errors';
import { PoolBusyError } from '../../jobs/render-pool';
import { busyError, type GenerationService } from '../generation/generation.service';
import { parseSettings, type JobsRepository } from '../generation/jobs.repository';
import { carAssets, chassisImage, type DeriveImages } from './decal-package';

/**
 * The public API's decals (v1): a decal is a generation job. Creating one goes through the same
 * generation service as the web app's POST /api/jobs (plan gates, Pro-only settings ignored for
 * other plans, quota and credits, running limit, full queue), so the answers and statuses are
 * the same; `improve: true` runs the prompt improver first, as the Create page does.
 */
export function createPublicDecalsService(deps: {
  generation: GenerationService;
  /** The caller's jobs, page by page (GET /api/v1/decals). */
  jobs: JobsRepository;
  improver: PromptImprover;
  appUrl: string;
  /** The web build's static templates (Body.png, curvaturepack.png, chassis); rendered by the engine when missing. */
  templatesDir: string;
  /** detail.png and Mask.png of a decal, on the render pool (may throw PoolBusyError → 503). */
  deriveImages: DeriveImages;
}) {
  const base = deps.appUrl.replace(/\/+$/, '');
  const links = (id: string) => ({
    self: `${base}/api/v1/decals/${encodeURIComponent(id)}`,
    image: `${base}/api/v1/decals/${encodeURIComponent(id)}/image`,
    package: `${base}/api/v1/decals/${encodeURIComponent(id)}/package.zip`,
  });
  /** The one v1 shape of a decal, for GET /api/v1/decals/:id and the list alike. */
  const decal = (job: {
    id: string;
    status: JobStatus;
    error: string | null;
    createdAt: string;
    finishedAt: string | null;
    prompt: string;
    settings: GenerationSettings;
  }): V1Decal => ({
    id: job.id,
    status: job.status,
    error: job.error,
    createdAt: job.createdAt,
    finishedAt: job.finishedAt,
    prompt: job.prompt,
    settings: job.settings,
    links: links(job.id),
  });

  return {
    async create(user: SessionUser, input: V1CreateDecalRequest): Promise<{ id: string; status: JobStatus }> {
      let improvedPrompt = input.prompt;
      if (input.improve) {
        // The Create page's default style intensity, from the same schema.
        const { theme, styleIntensity } = improveRequestSchema.parse({ theme: input.prompt });
        improvedPrompt = await deps.improver.improve(theme, styleIntensity);
      }
      const job = await deps.generation.submit(user, {
        improvedPrompt,
        prompt: input.prompt,
        carBody: input.body,
        finish: input.finish,
        chassis: input.chassis,
        seed: input.seed,
        variationStrength: input.variationStrength,
      });
      return { id: job.id, status: job.status };
    },

    async get(user: SessionUser, id: string): Promise<V1Decal> {
      return decal(await deps.generation.getWithPrompt(user, id));
    },

    /**
     * The caller's own decals (every generation job, from the web app too), newest first, a page
     * at a time. The cursor is a decal id (`before`): the page continues after that decal, which
     * must be the caller's own (anyone else's or an unknown id is a 400, as a malformed one).
     */
    async list(user: SessionUser, query: V1DecalListQuery): Promise<V1DecalList> {
      let after: { createdAt: string; id: string } | undefined;
      if (query.before !== undefined) {
        const cursor = await deps.jobs.findOwned(query.before, user.id);
        if (!cursor) throw badRequest('before must be the id of one of your decals (a nextCursor of this list)');
        after = { createdAt: cursor.created_at, id: cursor.id };
      }
      // One more than asked tells whether another page follows.
      const rows = await deps.jobs.listOwned(user.id, query.limit + 1, after);
      const page = rows.slice(0, query.limit);
      const items = page.map((job) =>
        decal({
          id: job.id,
          status: job.status,
          error: job.error,
          createdAt: job.created_at,
          finishedAt: job.finished_at,
          prompt: job.prompt,
          settings: parseSettings(job),
        }),
      );
      return { items, nextCursor: rows.length > query.limit ? (page.at(-1)?.id ?? null) : null };
    },

    async image(user: SessionUser, id: string): Promise<Buffer> {
      return deps.generation.image(user, id);
    },

    /**
     * The AlphaConsole package the browser builds, from the same builder (engine
     * package/builder: layout, preset, readme, names, ZIP): one car folder per body, the other
     * bodies rendered like "Download for all bodies" (same seed, no new generation; pool, 503).
     */
    async packageZip(
      user: SessionUser,
      id: string,
      opts: { bodies?: CarBody[]; presetFile?: PresetFileName; date?: Date } = {},
    ): Promise<{ zipName: string; zip: Uint8Array }> {
      const job = await deps.generation.getWithPrompt(user, id);
      if (job.status !== 'COMPLETE')
        throw new AppError(409, job.status === 'FAILED' ? 'This generation failed' : 'This decal is still generating');
      const s = job.settings;
      const bodies = opts.bodies?.length ? opts.bodies : [s.carBody];
      const date = opts.date ?? new Date();
      const derive: DeriveImages = (png, body) =>
        deps.deriveImages(png, body).catch((err: unknown) => {
          if (err instanceof PoolBusyError) throw busyError(err.retryAfterSeconds);
          throw new AppError(502, 'The package could not be built. Please try again.', {}, err);
        });
      const [cars, chassis] = await Promise.all([
        Promise.all(
          bodies.map(async (body) => carAssets(await deps.generation.bodyImage(user, id, body), body, s.finish, deps.templatesDir, derive)),
        ),
        s.chassis === 'none' ? Promise.resolve(null) : chassisImage(deps.templatesDir),
      ]);
      const meta = {
        carBody: s.carBody,
        prompt: job.prompt,
        finish: s.finish,
        chassis: s.chassis,
        seed: s.seed,
        logoMode: s.logo ? s.logo.mode : null,
        presetFile: opts.presetFile,
      };
      try {
        const pkg = buildPackageFiles({ input: meta, cars, chassis, date, allBodies: bodies.length > 1 });
        return { zipName: pkg.zipName, zip: await zipPackageFiles(pkg.files, 'nodebuffer', date) };
      } catch (err) {
        if (err instanceof PackageError) throw badRequest(`The package could not be built: ${err.message}`);
        throw err;
      }
    },
  };
}

export type PublicDecalsService = ReturnType<typeof createPublicDecalsService>;
