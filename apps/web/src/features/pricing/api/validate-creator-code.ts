import type { CreatorCodeResult } from '@decalforge/shared';
import { api } from '../../../lib/api-client';

/** POST /api/functions/validate-creator-code (public). trackReferral only for a URL ref and a signed-in user. */
export async function validateCreatorCode(input: { code: string; trackReferral: boolean }): Promise<CreatorCodeResult> {
  return api<CreatorCodeResult>('/api/functions/validate-creator-code', { body: { code: input.code.trim(), trackReferral: input.trackReferral } });
}
