import {
  ENABLED_CAR_BODIES,
  v1CreateDecalRequestSchema,
  type CarBody,
  type Chassis,
  type Finish,
  type V1CreateDecalRequest,
} from '@decalforge/shared';
import { CliError, EXIT } from './errors';

/** `--body`: one enabled body, or `all` for one design packaged for every enabled body. */
export const ALL_BODIES = 'all';
export const BODY_CHOICES: readonly string[] = [...ENABLED_CAR_BODIES, ALL_BODIES];
export type BodyChoice = CarBody | typeof ALL_BODIES;

export interface DecalChoices {
  body: BodyChoice;
  finish?: Finish;
  chassis?: Chassis;
  seed?: number;
  variation?: number;
  improve?: boolean;
}

/**
 * The POST /api/v1/decals body, checked with the API's own schema before anything is sent.
 * `all` generates once (for the first enabled body) and the package renders the same design,
 * same seed, for the others — one generation of the quota, as "Download for all bodies" does.
 */
export function buildDecalRequest(prompt: string, choices: DecalChoices): V1CreateDecalRequest {
  const body: CarBody = choices.body === ALL_BODIES ? (ENABLED_CAR_BODIES[0] as CarBody) : choices.body;
  const parsed = v1CreateDecalRequestSchema.safeParse({
    prompt,
    body,
    finish: choices.finish,
    chassis: choices.chassis,
    seed: choices.seed,
    variationStrength: choices.variation,
    improve: choices.improve ?? false,
  });
  if (!parsed.success) throw new CliError(parsed.error.issues[0]?.message ?? 'Invalid options', EXIT.usage);
  return parsed.data;
}

/** The `bodies` query of the package download. */
export function packageBodies(choice: BodyChoice): string {
  return choice === ALL_BODIES ? ALL_BODIES : choice;
}
