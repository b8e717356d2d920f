import { z } from 'zod';
import {
  CAR_BODY_INFO,
  CHASSIS,
  DEFAULT_CHASSIS,
  DEFAULT_FINISH,
  FINISHES,
  MAX_PROMPT_LENGTH,
  carBodySchema,
  chassisSchema,
  finishSchema,
  type CarBody,
  type Chassis,
  type Finish,
} from '@decalforge/shared';
import type { Variant } from '../types';

/** How a value is written to and read back from local storage. */
export interface StorageCodec<T> {
  /** The stored text → a value, or undefined when it is unusable (the default is used then). */
  parse: (raw: string) => T | undefined;
  serialize: (value: T) => string;
}

/** Plain strings are stored as they are (older builds may have JSON-quoted them). */
function unquote(raw: string): string {
  if (raw.startsWith('"') && raw.endsWith('"')) {
    try {
      const v: unknown = JSON.parse(raw);
      if (typeof v === 'string') return v;
    } catch {
      /* stored as plain text */
    }
  }
  return raw;
}

export const promptCodec: StorageCodec<string> = {
  parse: (raw) => unquote(raw).slice(0, MAX_PROMPT_LENGTH),
  serialize: (v) => v,
};

/** Only an enabled body can be restored (a disabled one could not have been chosen). */
export const bodyCodec: StorageCodec<CarBody> = {
  parse: (raw) => {
    const r = carBodySchema.safeParse(unquote(raw));
    return r.success && CAR_BODY_INFO[r.data].enabled ? r.data : undefined;
  },
  serialize: (v) => v,
};

export const finishCodec: StorageCodec<Finish> = {
  parse: (raw) => {
    const r = finishSchema.safeParse(unquote(raw));
    return r.success ? r.data : undefined;
  },
  serialize: (v) => v,
};

export const chassisCodec: StorageCodec<Chassis> = {
  parse: (raw) => {
    const r = chassisSchema.safeParse(unquote(raw));
    return r.success ? r.data : undefined;
  },
  serialize: (v) => v,
};

const variantMetaSchema = z.object({
  prompt: z.string(),
  improvedPrompt: z.string(),
  carBody: carBodySchema,
  finish: z.enum(FINISHES).catch(DEFAULT_FINISH),
  chassis: z.enum(CHASSIS).catch(DEFAULT_CHASSIS),
  seed: z.number().int().nullable().catch(null),
  variationStrength: z.number().min(0).max(1).catch(0.25),
  logo: z.object({ id: z.string(), mode: z.string() }).nullable().catch(null),
  createdAt: z.string(),
});

const storedVariantSchema = z.object({
  variantId: z.string().min(1).max(64),
  // Only our own same-origin image URLs are restored.
  thumbnailUrl: z.string().startsWith('/api/'),
  texturePngUrl: z.string().startsWith('/api/'),
  meta: variantMetaSchema.optional().catch(undefined),
});

/** Variants are stored without their blob; malformed entries are dropped (docs/product-rules.md, Create page). */
export const variantsCodec: StorageCodec<Variant[]> = {
  parse: (raw) => {
    let data: unknown;
    try {
      data = JSON.parse(raw);
    } catch {
      return undefined;
    }
    if (!Array.isArray(data)) return undefined;
    return data.flatMap((item) => {
      const r = storedVariantSchema.safeParse(item);
      return r.success ? [r.data] : [];
    });
  },
  serialize: (variants) => JSON.stringify(variants.map(({ blob: _blob, ...rest }) => rest)),
};
