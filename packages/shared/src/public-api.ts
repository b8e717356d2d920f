import { z } from 'zod';
import { API_TOKEN_NAME_MAX, V1_DECALS_PAGE_DEFAULT, V1_DECALS_PAGE_MAX } from './api-tokens';
import { PRESET_FILE_NAMES } from './package-files';
import { CAR_BODIES, CAR_BODY_INFO, ENABLED_CAR_BODIES, type CarBody } from './catalog';
import { chassisSchema, finishSchema } from './enums';
import { generationSettingsSchema, jobStatusSchema, promptSchema, seedSchema, variationStrengthSchema } from './schemas';

/**
 * Personal API tokens and the public API v1 (docs/product-rules.md, API tokens). The routes parse
 * with these schemas and the OpenAPI document (GET /api/openapi.json) is generated from them.
 */

export const createApiTokenRequestSchema = z.object({
  name: z
    .string({ error: () => 'Token name is required' })
    .trim()
    .min(1, 'Token name is required')
    .max(API_TOKEN_NAME_MAX, `Token name must be at most ${API_TOKEN_NAME_MAX} characters`),
});
export type CreateApiTokenRequest = z.infer<typeof createApiTokenRequestSchema>;

/** One token as listed: never the token itself, only its first characters (`prefix`). */
export const apiTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  prefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

/** POST /api/tokens → 201: the only time the token is shown. */
export const createApiTokenResponseSchema = apiTokenSchema.extend({ token: z.string() });
export type CreateApiTokenResponse = z.infer<typeof createApiTokenResponseSchema>;

export const apiTokenListSchema = z.object({ tokens: z.array(apiTokenSchema) });
export type ApiTokenList = z.infer<typeof apiTokenListSchema>;

/** POST /api/v1/decals: the same generation as POST /api/jobs, in the API's words. */
export const v1CreateDecalRequestSchema = z.object({
  prompt: promptSchema.describe('What the decal shows, e.g. "red and black tiger stripes"'),
  body: z.enum(CAR_BODIES, { error: () => `body must be ${CAR_BODIES.join(', ')}` }).describe('Car body; universal needs a Pro-level plan'),
  finish: finishSchema.optional().describe('Pro-level plans; ignored (animated) for others'),
  chassis: chassisSchema.optional().describe('none needs a Pro-level plan'),
  seed: seedSchema.optional().describe('Pro-level plans: the same seed and prompt give the same decal; random otherwise'),
  variationStrength: variationStrengthSchema.optional().describe('Pro-level plans; 0.25 otherwise'),
  /** Run the prompt improver first (as the Create page does); the raw prompt otherwise. */
  improve: z.boolean().default(false).describe('Run the prompt improver first, as the Create page does'),
});
export type V1CreateDecalRequest = z.infer<typeof v1CreateDecalRequestSchema>;

export const v1CreateDecalResponseSchema = z.object({ id: z.string(), status: jobStatusSchema });
export type V1CreateDecalResponse = z.infer<typeof v1CreateDecalResponseSchema>;

export const v1DecalSchema = z.object({
  id: z.string(),
  status: jobStatusSchema,
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  prompt: z.string(),
  settings: generationSettingsSchema,
  links: z.object({ self: z.string(), image: z.string(), package: z.string() }),
});
export type V1Decal = z.infer<typeof v1DecalSchema>;

const pageLimitMessage = `limit must be a whole number from 1 to ${V1_DECALS_PAGE_MAX}`;

/**
 * GET /api/v1/decals?limit=&before=: one page of the caller's decals, newest first. The cursor is
 * a decal id: `before=<id>` continues after that decal (the previous page's `nextCursor`).
 */
export const v1DecalListQuerySchema = z.object({
  limit: z
    .string({ error: () => pageLimitMessage })
    .regex(/^\d{1,3}$/, pageLimitMessage)
    .optional()
    .describe(`Decals per page, 1–${V1_DECALS_PAGE_MAX} (default ${V1_DECALS_PAGE_DEFAULT})`)
    .transform((v, ctx) => {
      if (v === undefined) return V1_DECALS_PAGE_DEFAULT;
      const n = Number(v);
      if (n < 1 || n > V1_DECALS_PAGE_MAX) {
        ctx.addIssue({ code: 'custom', message: pageLimitMessage });
        return z.NEVER;
      }
      return n;
    }),
  before: z
    .string({ error: () => 'before must be a decal id' })
    .min(1, 'before must be a decal id')
    .max(64, 'before must be a decal id')
    .optional()
    .describe("Cursor: the id of a decal of yours (the previous page's nextCursor); the page starts with the next older decal"),
});
export type V1DecalListQuery = z.infer<typeof v1DecalListQuerySchema>;

export const v1DecalListSchema = z.object({
  items: z.array(v1DecalSchema),
  /** The `before` of the next page; null on the last page. */
  nextCursor: z.string().nullable().describe('Pass as before= for the next (older) page; null on the last page'),
});
export type V1DecalList = z.infer<typeof v1DecalListSchema>;

const packageBodiesMessage = `bodies must be "all" or a comma-separated list of ${ENABLED_CAR_BODIES.join(', ')}`;

/** GET /api/v1/decals/:id/package.zip?bodies=octane,fennec|all&preset=decal.json|Template.json */
export const v1PackageQuerySchema = z.object({
  bodies: z
    .string()
    .max(100, packageBodiesMessage)
    .optional()
    .describe(`"all" or a comma-separated list of ${ENABLED_CAR_BODIES.join(', ')}; the decal's own body by default`)
    .transform((v, ctx): CarBody[] | undefined => {
      if (v === undefined || v.trim() === '') return undefined;
      if (v.trim() === 'all') return [...ENABLED_CAR_BODIES];
      const bodies = [...new Set(v.split(',').map((b) => b.trim()))];
      if (!bodies.every((b): b is CarBody => (CAR_BODIES as readonly string[]).includes(b) && CAR_BODY_INFO[b as CarBody].enabled)) {
        ctx.addIssue({ code: 'custom', message: packageBodiesMessage });
        return z.NEVER;
      }
      return bodies;
    }),
  preset: z
    .enum(PRESET_FILE_NAMES, { error: () => `preset must be ${PRESET_FILE_NAMES.join(' or ')}` })
    .optional()
    .describe('Name of the preset in each car folder (Template.json for ALXS-RL-Mod)'),
});
export type V1PackageQuery = z.infer<typeof v1PackageQuerySchema>;
