import type { z } from 'zod';
import {
  V1_DECALS_PAGE_DEFAULT,
  V1_DECALS_PAGE_MAX,
  apiTokenListSchema,
  createApiTokenRequestSchema,
  createApiTokenResponseSchema,
  meSchema,
  v1CreateDecalRequestSchema,
  v1CreateDecalResponseSchema,
  v1DecalListQuerySchema,
  v1DecalListSchema,
  v1DecalSchema,
  v1PackageQuerySchema,
} from '@decalforge/shared';

/** How an operation answers one status: a JSON body of a shared schema, a PNG or ZIP, the `{error}` body, or nothing. */
export type ResponseSpec = { description: string } & (
  { json: z.ZodType } | { png: true } | { zip: true } | { error: true } | { empty: true }
);

/** One documented route. `path` is Fastify's (`:id`); the document writes `{id}`. */
export interface Operation {
  method: 'get' | 'post' | 'delete';
  path: string;
  operationId: string;
  tag: 'API tokens' | 'Decals (v1)' | 'Account';
  summary: string;
  description?: string;
  /** `session`: a signed-in session only (an API token is refused with 403). */
  auth: 'user' | 'session';
  body?: z.ZodType;
  /** Query parameters: one per key of the object schema. */
  query?: z.ZodObject;
  responses: Record<string, ResponseSpec>;
}

const e = (description: string): ResponseSpec => ({ description, error: true });
const signedOut = e('No valid session or API token');
const notFound = e('Not found, or owned by someone else');

/**
 * The public API's operations, with the shared zod schemas the routes parse and answer with;
 * GET /api/openapi.json is generated from this list (openapi-document.ts), and a test checks
 * that every v1 and token route of the server is in it.
 */
export const OPERATIONS: readonly Operation[] = [
  {
    method: 'post',
    path: '/api/tokens',
    operationId: 'createApiToken',
    tag: 'API tokens',
    summary: 'Create a personal API token',
    description: 'The answer is the only time the token is shown; the server keeps its SHA-256. At most 10 active tokens per user.',
    auth: 'session',
    body: createApiTokenRequestSchema,
    responses: {
      '201': { description: 'The token, shown once', json: createApiTokenResponseSchema },
      '400': e('Missing or too long name'),
      '401': signedOut,
      '403': e('Called with an API token'),
      '409': e('Token limit reached'),
    },
  },
  {
    method: 'get',
    path: '/api/tokens',
    operationId: 'listApiTokens',
    tag: 'API tokens',
    summary: 'List your active API tokens',
    description: 'Name, first characters (prefix), creation and last use (to the minute); never the token.',
    auth: 'session',
    responses: {
      '200': { description: 'Active tokens, newest first', json: apiTokenListSchema },
      '401': signedOut,
      '403': e('Called with an API token'),
    },
  },
  {
    method: 'delete',
    path: '/api/tokens/:id',
    operationId: 'revokeApiToken',
    tag: 'API tokens',
    summary: 'Revoke an API token',
    auth: 'session',
    responses: { '204': { description: 'Revoked', empty: true }, '401': signedOut, '403': e('Called with an API token'), '404': notFound },
  },
  {
    method: 'post',
    path: '/api/v1/decals',
    operationId: 'createDecal',
    tag: 'Decals (v1)',
    summary: 'Start generating a decal',
    description:
      'The same generation as the web app, with the same plan rules: universal and chassis none need a Pro-level plan; finish, seed and variation strength are ignored below Pro; the plan quota then bonus credits apply. Poll the decal until it is COMPLETE or FAILED.',
    auth: 'user',
    body: v1CreateDecalRequestSchema,
    responses: {
      '202': { description: 'Generation started (Location: the decal)', json: v1CreateDecalResponseSchema },
      '400': e('Invalid request'),
      '401': signedOut,
      '402': e('Plan limit reached and no bonus credits'),
      '403': e('Body or chassis needs a Pro-level plan'),
      '429': e('Rate limit or too many running generations (Retry-After)'),
      '503': e('Render queue full (Retry-After)'),
    },
  },
  {
    method: 'get',
    path: '/api/v1/decals',
    operationId: 'listDecals',
    tag: 'Decals (v1)',
    summary: 'Your decals, newest first',
    description: `Every generation of yours (from the API, the CLI or the web app), newest first, ${V1_DECALS_PAGE_DEFAULT} per page by default and at most ${V1_DECALS_PAGE_MAX}; each as GET /api/v1/decals/{id} answers it. For the next page pass the answer's nextCursor (a decal id) as before=; it is null on the last page.`,
    auth: 'user',
    query: v1DecalListQuerySchema,
    responses: {
      '200': { description: 'One page of your decals', json: v1DecalListSchema },
      '400': e(`limit not a whole number from 1 to ${V1_DECALS_PAGE_MAX}, or before not one of your decals`),
      '401': signedOut,
    },
  },
  {
    method: 'get',
    path: '/api/v1/decals/:id',
    operationId: 'getDecal',
    tag: 'Decals (v1)',
    summary: 'Status, settings and links of a decal',
    auth: 'user',
    responses: { '200': { description: 'The decal', json: v1DecalSchema }, '401': signedOut, '404': notFound },
  },
  {
    method: 'get',
    path: '/api/v1/decals/:id/image',
    operationId: 'getDecalImage',
    tag: 'Decals (v1)',
    summary: 'The decal as a 2048×2048 PNG',
    auth: 'user',
    responses: {
      '200': { description: 'PNG image', png: true },
      '401': signedOut,
      '404': notFound,
      '409': e('Still generating, or the generation failed'),
    },
  },
  {
    method: 'get',
    path: '/api/v1/decals/:id/package.zip',
    operationId: 'getDecalPackage',
    tag: 'Decals (v1)',
    summary: 'The AlphaConsole package (ZIP) for one or more bodies',
    description:
      'The same package the web app downloads, built by the same builder: readme.txt and manifest.json beside the decal folder, one car folder per body with the preset, decal.png, detail.png, Mask.png, Body.png, curvaturepack.png and the chassis. Other bodies are the same design rendered for them (no new generation).',
    auth: 'user',
    query: v1PackageQuerySchema,
    responses: {
      '200': { description: 'ZIP file (Content-Disposition names it)', zip: true },
      '400': e('Unknown body or preset name'),
      '401': signedOut,
      '404': notFound,
      '409': e('Still generating, or the generation failed'),
      '429': e('Rate limit (Retry-After)'),
      '503': e('Render queue full (Retry-After)'),
    },
  },
  {
    method: 'get',
    path: '/api/me',
    operationId: 'getMe',
    tag: 'Account',
    summary: 'Your account: plan, usage, bonus credits',
    auth: 'user',
    responses: { '200': { description: 'The signed-in user', json: meSchema }, '401': signedOut },
  },
];
