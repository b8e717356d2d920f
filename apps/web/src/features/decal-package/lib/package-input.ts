import {
  CAR_BODIES,
  CHASSIS,
  DEFAULT_CAR_BODY,
  DEFAULT_CHASSIS,
  DEFAULT_FINISH,
  FINISHES,
  type CarBody,
  type Chassis,
  type Finish,
} from '@decalforge/shared';
import type { PackageInput } from '../types';

/** The parts of a Create variant this feature reads (structural: features do not import each other). */
export interface VariantLike {
  variantId: string;
  texturePngUrl?: string | null;
  blob?: Blob;
  meta?: {
    prompt: string;
    carBody: string;
    finish: string;
    chassis: string;
    seed: number | null;
    logo: { mode?: string } | null;
  };
}

/** The parts of a saved decal (GET /api/saved-decals) this feature reads. */
export interface SavedDecalLike {
  id: string;
  prompt: string;
  signedUrl: string | null;
  job_id?: string | null;
  /** The job's recorded settings (shared GenerationSettings), as the server answers them. */
  generation_settings?: {
    carBody?: string;
    finish?: string;
    chassis?: string;
    seed?: number | null;
    logo?: { mode?: string } | null;
  };
}

const pick = <T extends string>(list: readonly T[], value: unknown, fallback: T): T =>
  list.includes(value as T) ? (value as T) : fallback;
export const toCarBody = (v: unknown): CarBody => pick(CAR_BODIES, v, DEFAULT_CAR_BODY);
export const toFinish = (v: unknown): Finish => pick(FINISHES, v, DEFAULT_FINISH);
export const toChassis = (v: unknown): Chassis => pick(CHASSIS, v, DEFAULT_CHASSIS);
const toSeed = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** A Create page variant → PackageInput (its image is `/api/jobs/:id/image`). */
export function packageInputFromVariant(v: VariantLike): PackageInput {
  const m = v.meta;
  return {
    id: v.variantId,
    imageUrl: v.texturePngUrl || null,
    imageBlob: v.blob,
    carBody: toCarBody(m?.carBody),
    prompt: m?.prompt ?? '',
    finish: toFinish(m?.finish),
    chassis: toChassis(m?.chassis),
    seed: toSeed(m?.seed),
    logoMode: m?.logo ? (m.logo.mode ?? 'sticker') : null,
    jobId: v.variantId,
  };
}

/** A saved decal (Account) → PackageInput (its image is the signed link; null → "image URL not available"). */
export function packageInputFromSavedDecal(d: SavedDecalLike): PackageInput {
  const s = d.generation_settings ?? {};
  return {
    id: d.id,
    imageUrl: d.signedUrl || null,
    carBody: toCarBody(s.carBody),
    prompt: d.prompt ?? '',
    finish: toFinish(s.finish),
    chassis: toChassis(s.chassis),
    seed: toSeed(s.seed),
    logoMode: s.logo ? (s.logo.mode ?? 'sticker') : null,
    jobId: d.job_id ?? null,
  };
}
