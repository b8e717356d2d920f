import { DEFAULT_CHASSIS, isProLevel, seedSchema, type CarBody, type GenerateRequestBody, type Plan } from '@decalforge/shared';
import type { SettingsState } from './settings-reducer';

export interface JobRequestInput {
  plan: Plan;
  prompt: string;
  improvedPrompt: string;
  carBody: CarBody;
  settings: SettingsState;
  /** More Like This: the variant the new one should resemble. */
  parentJobId?: string;
  /** Regenerate All: ignore a fixed seed so the generator picks a new one. */
  newSeed?: boolean;
}

/** The seed field's value: null when empty (auto), the integer, or an error message. */
export function parseSeed(text: string): { seed: number | null } | { error: string } {
  const trimmed = text.trim();
  if (!trimmed) return { seed: null };
  if (!/^\d+$/.test(trimmed)) return { error: 'Seed must be an integer' };
  const r = seedSchema.safeParse(Number(trimmed));
  return r.success ? { seed: r.data } : { error: r.error.issues[0]?.message ?? 'Invalid seed' };
}

/**
 * The POST /api/jobs body. Pro-only settings (finish, chassis none, seed, variation strength,
 * logo) are sent only for Pro-level plans; everyone else sends the body and the DecalForge chassis.
 */
export function buildJobRequest(input: JobRequestInput): GenerateRequestBody {
  const body: GenerateRequestBody = {
    improvedPrompt: input.improvedPrompt,
    prompt: input.prompt,
    carBody: input.carBody,
    chassis: DEFAULT_CHASSIS,
  };
  if (input.parentJobId) body.parentJobId = input.parentJobId;
  if (!isProLevel(input.plan)) return body;
  const { settings } = input;
  const parsed = parseSeed(settings.seed);
  body.finish = settings.finish;
  body.chassis = settings.chassis;
  body.seed = input.newSeed || 'error' in parsed ? null : parsed.seed;
  body.variationStrength = settings.variationStrength;
  // only an uploaded logo: one still uploading or failed is not sent (the page waits for the upload)
  if (settings.logo?.status === 'ready' && settings.logo.id) {
    body.logo = { id: settings.logo.id, mode: settings.logoMode, scale: settings.logoScale / 100 };
  }
  return body;
}
