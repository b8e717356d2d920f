import { z } from 'zod';
import { CAR_BODIES, CAR_BODY_INFO, ENABLED_CAR_BODIES } from './catalog';
import { carBodySchema, chassisSchema, finishSchema, planSchema } from './enums';
import { DEFAULT_LOGO_MODE, DEFAULT_LOGO_SCALE, LOGO_MODES, LOGO_SCALE_MAX, LOGO_SCALE_MIN } from './logos';
import { MESSAGES } from './messages';

export const MIN_PASSWORD_LENGTH = 6;

/** "a, b or c" for messages listing allowed values. */
function orList(values: readonly string[]): string {
  return values.length < 2 ? (values[0] ?? '') : `${values.slice(0, -1).join(', ')} or ${values[values.length - 1]}`;
}

/** Longest strings the API accepts (request bodies are also capped at 32 KB). */
export const MAX_EMAIL_LENGTH = 254;
export const MAX_PASSWORD_LENGTH = 128;
export const MAX_SHORT_TEXT = 100;

export const emailSchema = z
  .string()
  .trim()
  .min(1, 'Email is required')
  .max(MAX_EMAIL_LENGTH, 'Email is too long')
  .email('Please enter a valid email address');
export const passwordSchema = z
  .string()
  .min(1, 'Password is required')
  .min(MIN_PASSWORD_LENGTH, MESSAGES.auth.passwordTooShort)
  .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`);

export const credentialsSchema = z.object({ email: emailSchema, password: passwordSchema });
export type Credentials = z.infer<typeof credentialsSchema>;

export const resetPasswordFormSchema = z
  .object({ password: z.string().min(1, 'Password is required'), confirm: z.string().min(1, 'Please confirm your password') })
  .refine((v) => v.password === v.confirm, { message: MESSAGES.auth.passwordsDoNotMatch, path: ['confirm'] })
  .refine((v) => v.password.length >= MIN_PASSWORD_LENGTH, { message: MESSAGES.auth.passwordTooShort, path: ['password'] });

/** First failing message of the reset form, or null when it may be submitted. */
export function resetFormError(password: string, confirm: string): string | null {
  if (!password || !confirm) return null;
  if (password !== confirm) return MESSAGES.auth.passwordsDoNotMatch;
  if (password.length < MIN_PASSWORD_LENGTH) return MESSAGES.auth.passwordTooShort;
  return null;
}

export const meSchema = z.object({
  id: z.string(),
  email: z.string(),
  plan: planSchema,
  monthlyUsage: z.number().int().nonnegative(),
  bonusCredits: z.number().int().nonnegative(),
  isAdmin: z.boolean(),
});
export type Me = z.infer<typeof meSchema>;

export const MAX_PROMPT_LENGTH = 1000;
export const promptSchema = z
  .string({ error: () => MESSAGES.create.emptyPrompt })
  .trim()
  .min(1, MESSAGES.create.emptyPrompt)
  .max(MAX_PROMPT_LENGTH, `Prompt must be at most ${MAX_PROMPT_LENGTH} characters`);

export const improveRequestSchema = z.object({
  theme: promptSchema,
  styleIntensity: z.number().min(0).max(100).default(60),
});
export type ImproveRequest = z.infer<typeof improveRequestSchema>;

export const seedSchema = z
  .number()
  .int('Seed must be an integer')
  .min(0, 'Seed must be 0 or more')
  .max(2 ** 31 - 1, 'Seed is too large');
export const variationStrengthSchema = z
  .number()
  .min(0, 'Variation strength must be between 0 and 1')
  .max(1, 'Variation strength must be between 0 and 1');

/** `logo` of a generate request and of the recorded settings: an uploaded logo (POST /api/logos) and how to place it. */
export const logoSettingSchema = z.object({
  id: z.string().min(1, 'logo.id is required').max(64),
  mode: z.enum(LOGO_MODES, { error: () => `logo.mode must be ${orList(LOGO_MODES)}` }).default(DEFAULT_LOGO_MODE),
  scale: z
    .number()
    .min(LOGO_SCALE_MIN, `logo.scale must be between ${LOGO_SCALE_MIN} and ${LOGO_SCALE_MAX}`)
    .max(LOGO_SCALE_MAX, `logo.scale must be between ${LOGO_SCALE_MIN} and ${LOGO_SCALE_MAX}`)
    .default(DEFAULT_LOGO_SCALE),
});
export type LogoSetting = z.infer<typeof logoSettingSchema>;

export const generateRequestSchema = z.object({
  improvedPrompt: z
    .string({ error: () => MESSAGES.create.emptyPrompt })
    .trim()
    .min(1, MESSAGES.create.emptyPrompt)
    .max(2000, 'Prompt is too long'),
  carBody: z.enum(CAR_BODIES, { error: () => `carBody must be ${orList(CAR_BODIES)}` }),
  finish: finishSchema.optional(),
  chassis: chassisSchema.optional(),
  seed: seedSchema.nullish(),
  variationStrength: variationStrengthSchema.optional(),
  parentJobId: z.string().max(64).nullish(),
  prompt: z.string().max(MAX_PROMPT_LENGTH).optional(),
  logo: logoSettingSchema.nullish(),
});
export type GenerateRequest = z.infer<typeof generateRequestSchema>;
/** The body of POST /api/jobs and /api/functions/generate as a client writes it (before the schema's defaults). */
export type GenerateRequestBody = z.input<typeof generateRequestSchema>;

/** POST /api/jobs → 202: the generation started; poll GET /api/jobs/:id. */
export interface CreateJobResponse {
  jobId: string;
  status: 'RUNNING';
}

export const JOB_STATUSES = ['RUNNING', 'COMPLETE', 'FAILED'] as const;
export const jobStatusSchema = z.enum(JOB_STATUSES);
export type JobStatus = z.infer<typeof jobStatusSchema>;

export const jobSchema = z.object({
  id: z.string(),
  status: jobStatusSchema,
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type JobView = z.infer<typeof jobSchema>;

/**
 * What a generation was rendered with, after the plan rules applied: the server records it in
 * the job row and copies it to a kept decal, so this is the one shape the API answers with
 * (`GET /api/jobs/:id` → settings, saved decals → generation_settings) and the package reads.
 */
export const generationSettingsSchema = z.object({
  carBody: carBodySchema,
  finish: finishSchema,
  chassis: chassisSchema,
  /** Null only for decals kept before settings were copied from the job and recorded without one. */
  seed: seedSchema.nullable(),
  variationStrength: variationStrengthSchema,
  parentJobId: z.string().max(64).nullable(),
  parentSeed: seedSchema.nullable(),
  logo: logoSettingSchema.nullable(),
});
export type GenerationSettings = z.infer<typeof generationSettingsSchema>;

/** GET /api/jobs/:id: the job, the seed it was rendered with and its settings (owner only). */
export interface JobDetails extends JobView {
  seed: number | null;
  settings: GenerationSettings;
}

/**
 * Keep a generated decal. Only the job id: prompt and settings are copied from the job the
 * server recorded, and anything else a client sends is dropped.
 */
export const saveDecalRequestSchema = z.object({
  jobId: z.string().min(1, 'jobId is required').max(64),
});
export type SaveDecalRequest = z.infer<typeof saveDecalRequestSchema>;

export const savedDecalSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  image_url: z.string(),
  prompt: z.string(),
  improved_prompt: z.string(),
  generation_settings: generationSettingsSchema,
  created_at: z.string(),
  job_id: z.string().nullable(),
  signedUrl: z.string().nullable(),
});
export type SavedDecal = z.infer<typeof savedDecalSchema>;

export const idParamSchema = z.object({ id: z.string().min(1).max(64) });

/** `/api/jobs/:id/bodies/:body`: a finished design re-rendered for another enabled body. */
const packageBodyMessage = `Body must be ${orList(ENABLED_CAR_BODIES)}`;
export const jobBodyParamsSchema = idParamSchema.extend({
  body: z.enum(CAR_BODIES, { error: () => packageBodyMessage }).refine((b) => CAR_BODY_INFO[b].enabled, { error: packageBodyMessage }),
});

export const errorBodySchema = z.object({ error: z.string() });
export type ErrorBody = z.infer<typeof errorBodySchema>;
