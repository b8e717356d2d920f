import { BILLING_MESSAGES, CREATOR_MAX_REDEMPTIONS, createCreatorCodeSchema, type CreatorCodeResult } from '@decalforge/shared';
import { badRequest } from '../../http/errors';
import type { CreatorCode, CreatorCodesRepository } from './creator-codes.repository';

export type CodeCheck =
  | { ok: true; code: CreatorCode }
  | { ok: false; message: string; code?: CreatorCode };

/** The creator-code rules: unknown, inactive, cap reached (redemptions ≥ max), or valid. */
export function createCreatorCodesService(repo: CreatorCodesRepository) {
  async function check(rawCode: string): Promise<CodeCheck> {
    const code = await repo.find(rawCode.trim().toUpperCase());
    if (!code) return { ok: false, message: BILLING_MESSAGES.invalidCode };
    if (!code.active) return { ok: false, message: BILLING_MESSAGES.inactiveCode, code };
    if ((await repo.countRedemptions(code.code)) >= code.maxRedemptions) return { ok: false, message: BILLING_MESSAGES.codeLimitReached, code };
    return { ok: true, code };
  }

  return {
    check,

    /** Public validation; tracks a referral (one per user) only when asked and signed in. */
    async validate(rawCode: string, opts: { trackReferral: boolean; userId: string | null }): Promise<CreatorCodeResult> {
      const result = await check(rawCode);
      if (!result.ok) {
        return { valid: false, message: result.message, discount_percent: null, creator_name: null };
      }
      if (opts.trackReferral && opts.userId) await repo.trackReferral(result.code.code, opts.userId);
      return {
        valid: true,
        message: BILLING_MESSAGES.codeApplied(result.code.discountPercent),
        discount_percent: result.code.discountPercent,
        creator_name: result.code.creatorName,
      };
    },

    /**
     * The discount a checkout gets, from our database only. Throws 400 for a code that is not
     * valid; null when no code was given or the user already redeemed a creator code.
     */
    async discountForCheckout(rawCode: string | null, userId: string): Promise<{ code: string; percent: number } | null> {
      if (!rawCode) return null;
      const result = await check(rawCode);
      if (!result.ok) throw badRequest(result.message);
      if (await repo.redemptionOf(userId)) return null;
      return { code: result.code.code, percent: result.code.discountPercent };
    },

    /** Operator command: a new active code. */
    async create(input: { code: string; creatorName: string; discountPercent?: number }): Promise<CreatorCode> {
      const parsed = createCreatorCodeSchema.parse(input);
      const created = await repo.create({ ...parsed, maxRedemptions: CREATOR_MAX_REDEMPTIONS });
      if (!created) throw badRequest(`Creator code ${parsed.code} already exists`);
      const code = await repo.find(parsed.code);
      if (!code) throw new Error(`creator code ${parsed.code} missing after insert`);
      return code;
    },
  };
}

export type CreatorCodesService = ReturnType<typeof createCreatorCodesService>;
