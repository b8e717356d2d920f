import { resolve } from 'node:path';
import { z } from 'zod';

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  APP_URL: optionalString,
  BETTER_AUTH_SECRET: optionalString,
  DATABASE_URL: optionalString,
  DATABASE_SCHEMA: optionalString.refine(
    (v) => v === undefined || /^[a-z_][a-z0-9_]{0,62}$/.test(v),
    'DATABASE_SCHEMA must be a plain lower-case identifier',
  ),
  SMTP_URL: optionalString,
  MAIL_FROM: z.string().default('DecalForge <no-reply@decalforge.local>'),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(10),
  AUTH_RATE_LIMIT_WINDOW: z.coerce.number().int().positive().default(60),
  GENERATE_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(60),
  GENERATE_RATE_LIMIT_WINDOW: z.coerce.number().int().positive().default(60),
  BILLING_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(20),
  BILLING_RATE_LIMIT_WINDOW: z.coerce.number().int().positive().default(60),
  CODE_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(60),
  CODE_RATE_LIMIT_WINDOW: z.coerce.number().int().positive().default(60),
  RENDER_QUEUE_MAX: z.coerce.number().int().min(1).max(10_000).default(32),
  GENERATE_RUNNING_MAX: z.coerce.number().int().positive().max(1000).default(2),
  SAVED_DECALS_MAX: z.coerce.number().int().positive().default(500),
  SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(10),
  UNVERIFIED_ACCOUNT_DAYS: z.coerce.number().int().min(0).default(7),
  STORAGE_SIGNING_SECRET: optionalString,
  S3_ENDPOINT: optionalString,
  S3_BUCKET: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_REGION: optionalString,
  QUEUE: z.enum(['inline', 'pg-boss']).default('inline'),
  WORKERS: z.coerce.number().int().min(0).max(64).optional(),
  JOB_TIMEOUT_SECONDS: z.coerce.number().int().positive().default(300),
  IMAGE_GENERATOR: z.enum(['procedural', 'openai', 'sdwebui']).default('procedural'),
  IMAGE_API_URL: optionalString,
  IMAGE_API_KEY: optionalString,
  IMAGE_MODEL: optionalString,
  SDWEBUI_URL: optionalString,
  LLM_API_URL: optionalString,
  LLM_API_KEY: optionalString,
  LLM_MODEL: optionalString,
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_PRICE_BASIC_MONTH: optionalString,
  STRIPE_PRICE_BASIC_YEAR: optionalString,
  STRIPE_PRICE_PRO_MONTH: optionalString,
  STRIPE_PRICE_PRO_YEAR: optionalString,
  STRIPE_API_BASE: optionalString,
  BILLING: z.enum(['stripe', 'test']).optional(),
  DISCORD_INVITE_URL: z.string().default('https://discord.gg/decalforge'),
  CREATOR_APPLICATION_URL: z.string().default('https://forms.gle/decalforge-creator-pilot'),
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  METRICS_TOKEN: optionalString,
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type RawEnv = z.infer<typeof envSchema>;

export interface Env extends RawEnv {
  APP_URL: string;
  DATA_DIR: string;
  databaseKind: 'sqlite' | 'postgres';
  /** Stripe when every STRIPE_* variable is set; offline test billing only when chosen or on a loopback APP_URL. */
  billingMode: 'stripe' | 'test';
}

export const STRIPE_VARS = [
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_PRICE_BASIC_MONTH',
  'STRIPE_PRICE_BASIC_YEAR',
  'STRIPE_PRICE_PRO_MONTH',
  'STRIPE_PRICE_PRO_YEAR',
] as const;

/** True for addresses only this machine can reach (localhost, 127.0.0.0/8, ::1). */
export function isLoopbackUrl(url: string): boolean {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return false;
  }
  return host === 'localhost' || host.endsWith('.localhost') || /^127(\.\d{1,3}){3}$/.test(host) || host === '[::1]';
}

/**
 * Billing fails closed: Stripe needs every STRIPE_* variable; without any of them the offline
 * test billing (where "Pay" is free) runs only when chosen (BILLING=test) or on a loopback
 * APP_URL, so a deployment that forgot its keys does not hand out paid plans.
 */
function billingMode(raw: RawEnv, appUrl: string, problems: string[]): 'stripe' | 'test' {
  if (raw.BILLING === 'test') return 'test';
  const missing = STRIPE_VARS.filter((k) => !raw[k]);
  if (missing.length === 0) return 'stripe';
  if (missing.length < STRIPE_VARS.length || raw.BILLING === 'stripe') {
    problems.push(
      `Stripe billing needs every STRIPE_* variable; missing: ${missing.join(', ')} (unset them all and set BILLING=test for the offline test mode)`,
    );
    return 'stripe';
  }
  if (isLoopbackUrl(appUrl)) return 'test';
  problems.push(
    `Billing is not configured: set the STRIPE_* variables for real payments, or BILLING=test to run the offline test billing on ${appUrl} (anyone can "pay" there for free)`,
  );
  return 'test';
}

export class EnvError extends Error {}

/** Validates the environment once at start-up; fails with a readable list of every problem. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new EnvError(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  const raw = parsed.data;
  const problems: string[] = [];
  if (raw.DATABASE_URL && !/^postgres(ql)?:\/\//.test(raw.DATABASE_URL))
    problems.push('DATABASE_URL must start with postgres:// (leave it unset for SQLite)');
  if (raw.QUEUE === 'pg-boss' && !raw.DATABASE_URL) problems.push('QUEUE=pg-boss needs DATABASE_URL (PostgreSQL)');
  const s3 = [raw.S3_BUCKET, raw.S3_ACCESS_KEY_ID, raw.S3_SECRET_ACCESS_KEY];
  if (s3.some(Boolean) && !s3.every(Boolean))
    problems.push('S3 storage needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together');
  if (raw.IMAGE_GENERATOR === 'openai' && !raw.IMAGE_API_URL) problems.push('IMAGE_GENERATOR=openai needs IMAGE_API_URL');
  if (raw.IMAGE_GENERATOR === 'sdwebui' && !raw.SDWEBUI_URL) problems.push('IMAGE_GENERATOR=sdwebui needs SDWEBUI_URL');
  if (raw.NODE_ENV === 'production' && raw.BETTER_AUTH_SECRET && raw.BETTER_AUTH_SECRET.length < 32)
    problems.push('BETTER_AUTH_SECRET must be at least 32 characters');
  if (raw.METRICS_TOKEN && raw.METRICS_TOKEN.length < 16) problems.push('METRICS_TOKEN must be at least 16 characters');
  if (raw.METRICS_PORT !== undefined && raw.METRICS_PORT !== 0 && raw.METRICS_PORT === raw.PORT)
    problems.push('METRICS_PORT must differ from PORT');
  const appUrl = (raw.APP_URL ?? `http://localhost:${raw.PORT}`).replace(/\/$/, '');
  const billing = billingMode(raw, appUrl, problems);
  if (problems.length) throw new EnvError(`Invalid environment configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  return {
    ...raw,
    APP_URL: appUrl,
    billingMode: billing,
    DATA_DIR: resolve(raw.DATA_DIR),
    databaseKind: raw.DATABASE_URL ? 'postgres' : 'sqlite',
  };
}
