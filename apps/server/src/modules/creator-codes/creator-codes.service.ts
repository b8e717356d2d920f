import { BILLING_MESSAGES, CREATOR_MAX_REDEMPTIONS, createCreatorCodeSchema, type CreatorCodeResult } from '@decalforge/shared';
import { badRequest } from '../../http/errors';
import {
  CHECKOUT_HOLD_MS,
  type CreatorCode,
  type CreatorCodesRepository,
  type HoldOutcome,
  type RedeemOutcome,
} from './creator-codes.repository';

/** The user-facing message of a refused hold or redemption. */
export function codeOutcomeMessage(outcome: Exclude<HoldOutcome | RedeemOutcome, 'held' | 'redeemed' | 'already-redeemed'>): string {
  if (outcome === 'inactive') return BILLING_MESSAGES.inactiveCode;
  if (outcome === 'full') return BILLING_MESSAGES.codeLimitReached;
  return BILLING_MESSAGES.invalidCode;
}

export type CodeCheck = { ok: true; code: CreatorCode } | { ok: false; message: string; code?: CreatorCode };

/**
 * The creator-code rules: unknown, inactive, cap reached (redemptions + other users' open
 * checkout holds ≥ max), or valid. The cap is enforced twice: when a checkout opens (a hold) and
 * when it is paid (the redemption, in the payment's transaction).
 */
export function createCreatorCodesService(repo: CreatorCodesRepository) {
  async function check(rawCode: string, userId: string | null = null, now = new Date()): Promise<CodeCheck> {
    const code = await repo.find(rawCode.trim().toUpperCase());
    if (!code) return { ok: false, message: BILLING_MESSAGES.invalidCode };
    if (!code.active) return { ok: false, message: BILLING_MESSAGES.inactiveCode, code };
    if ((await repo.countTaken(code.code, now.toISOString(), userId)) >= code.maxRedemptions)
      return { ok: false, message: BILLING_MESSAGES.codeLimitReached, code };
    return { ok: true, code };
  }

  return {
    check,

    /** Public validation; tracks a referral (one per user) only when asked and signed in. */
    async validate(rawCode: string, opts: { trackReferral: boolean; userId: string | null }): Promise<CreatorCodeResult> {
      const result = await check(rawCode, opts.userId);
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
     * The discount a checkout gets, from our database only, holding one of the code's places
     * until `expiresAt`. Throws 400 for a code that is not valid or has no free place; null
     * when no code was given or the user already redeemed a creator code.
     */
    async discountForCheckout(
      rawCode: string | null,
      userId: string,
      now = new Date(),
    ): Promise<{ code: string; percent: number; expiresAt: Date } | null> {
      if (!rawCode) return null;
      const code = rawCode.trim().toUpperCase();
      const expiresAt = new Date(now.getTime() + CHECKOUT_HOLD_MS);
      const outcome = await repo.hold(code, userId, now, expiresAt);
      if (outcome === 'already-redeemed') return null;
      if (outcome !== 'held') throw badRequest(codeOutcomeMessage(outcome));
      const found = await repo.find(code);
      if (!found) throw badRequest(BILLING_MESSAGES.invalidCode);
      return { code: found.code, percent: found.discountPercent, expiresAt };
    },

    /**
     * Remembers which checkout holds the user's place, so deactivating the code can expire it.
     * False when the code was deactivated while the checkout was being opened (its hold released
     * before the id was known): the caller must expire that checkout itself.
     */
    async attachCheckout(code: string, userId: string, checkoutId: string): Promise<boolean> {
      const attached = await repo.attachCheckout(code, userId, checkoutId);
      return attached && Boolean((await repo.find(code))?.active);
    },

    /**
     * Operator action: the code stops validating and no new checkout can use it; returns the
     * open checkouts holding its places (the caller expires them), or undefined for an unknown code.
     */
    async deactivate(
      rawCode: string,
      now = new Date(),
    ): Promise<{ code: string; holds: Array<{ userId: string; checkoutId: string | null }> } | undefined> {
      const code = rawCode.trim().toUpperCase();
      const holds = await repo.deactivate(code, now);
      return holds ? { code, holds } : undefined;
    },

    /** A checkout that will not be paid (left, failed to open) gives its place back. */
    async releaseHold(code: string, userId: string): Promise<void> {
      await repo.releaseHold(code, userId);
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
