import {
  DEFAULT_CAR_BODY,
  DEFAULT_CHASSIS,
  DEFAULT_FINISH,
  DEFAULT_VARIATION_STRENGTH,
  generationSettingsSchema,
  type GenerationSettings,
} from '@decalforge/shared';

/** What a field falls back to when a stored row lacks it or holds something unreadable. */
const FALLBACK: GenerationSettings = {
  carBody: DEFAULT_CAR_BODY,
  finish: DEFAULT_FINISH,
  chassis: DEFAULT_CHASSIS,
  seed: null,
  variationStrength: DEFAULT_VARIATION_STRENGTH,
  parentJobId: null,
  parentSeed: null,
  logo: null,
};

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Reads stored settings (a job's `settings`, a saved decal's `generation_settings`) into the one
 * shared shape. Decals kept before issue 13 stored what the browser sent, in another shape
 * (`{body, finish, chassis, advanced: {seed, variationStrength}, logo}`): those rows are read
 * too, so no saved decal stops working. Each field is checked on its own, so one bad value
 * (a foreign finish name) falls back alone instead of dropping the whole record.
 */
export function readGenerationSettings(text: string): GenerationSettings {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    raw = {};
  }
  const obj = isRecord(raw) ? raw : {};
  const legacy = !('carBody' in obj) && ('body' in obj || 'advanced' in obj);
  const advanced = isRecord(obj.advanced) ? obj.advanced : {};
  const candidate: Record<string, unknown> = legacy
    ? {
        carBody: obj.body,
        finish: obj.finish,
        chassis: obj.chassis,
        seed: advanced.seed,
        variationStrength: advanced.variationStrength,
        logo: obj.logo,
      }
    : obj;
  const out: Record<string, unknown> = { ...FALLBACK };
  for (const [key, schema] of Object.entries(generationSettingsSchema.shape)) {
    const r = schema.safeParse(candidate[key]);
    if (r.success) out[key] = r.data;
  }
  return out as GenerationSettings;
}
