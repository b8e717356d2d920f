import { z } from 'zod';
import { carBodySchema, chassisSchema, finishSchema, planSchema } from './enums';
import { MESSAGES } from './messages';

export const MIN_PASSWORD_LENGTH = 6;

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

export const logoSettingSchema = z.object({
  name: z.string().max(255),
  size: z
    .number()
    .int()
    .nonnegative()
    .max(10 * 1024 * 1024, MESSAGES.create.logoSize),
  mode: z.string().max(32).default('sticker'),
  scale: z.number().min(0.1).max(2).default(1),
});

export const generateRequestSchema = z.object({
  improvedPrompt: z
    .string({ error: () => MESSAGES.create.emptyPrompt })
    .trim()
    .min(1, MESSAGES.create.emptyPrompt)
    .max(2000, 'Prompt is too long'),
  carBody: z
    .string({ error: () => 'carBody is required' })
    .min(1, 'carBody is required')
    .max(32, 'carBody is too long'),
  finish: finishSchema.optional(),
  chassis: chassisSchema.optional(),
  seed: seedSchema.nullish(),
  variationStrength: variationStrengthSchema.optional(),
  parentJobId: z.string().max(64).nullish(),
  prompt: z.string().max(MAX_PROMPT_LENGTH).optional(),
  logo: logoSettingSchema.nullish(),
  subscriptionTier: z.string().max(32).optional(),
});
export type GenerateRequest = z.infer<typeof generateRequestSchema>;

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

export const generationSettingsSchema = z.object({
  body: carBodySchema.or(z.string().max(32)).optional(),
  colors: z
    .object({ primary: z.string().max(32), secondary: z.string().max(32), accent: z.string().max(32) })
    .partial()
    .optional(),
  finish: z.string().max(32).optional(),
  chassis: z.string().max(32).optional(),
  advanced: z.object({ seed: z.number().int().nullable().optional(), variationStrength: z.number().optional() }).optional(),
  logo: z
    .object({ name: z.string().max(255), size: z.number() })
    .nullable()
    .optional(),
});
export type GenerationSettings = z.infer<typeof generationSettingsSchema>;

export const saveDecalRequestSchema = z.object({
  jobId: z.string().min(1, 'jobId is required').max(64),
  prompt: z.string().max(MAX_PROMPT_LENGTH).default(''),
  improvedPrompt: z.string().max(4000).default(''),
  generationSettings: generationSettingsSchema.default({}),
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

export const errorBodySchema = z.object({ error: z.string() });
export type ErrorBody = z.infer<typeof errorBodySchema>;
