import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { BILLING_MESSAGES, MESSAGES, type BillingInterval, type CreatorCodeResult } from '@decalforge/shared';
import { useAuth } from '../../../lib/auth/auth-context';
import { validateCreatorCode } from '../api/validate-creator-code';

/** Typing pause before a creator code is validated (spec §9). */
export const CREATOR_CODE_DEBOUNCE_MS = 500;

const REQUEST_ERROR: CreatorCodeResult = {
  valid: false,
  message: MESSAGES.pricing.creatorCodeError,
  discount_percent: null,
  creator_name: null,
};

/**
 * The result as shown for the chosen billing interval: a valid code's discount applies to the
 * first month or the first year, so its message follows the Monthly/Yearly switch.
 */
export function resultForInterval(result: CreatorCodeResult | null, interval: BillingInterval): CreatorCodeResult | null {
  if (!result?.valid || !result.discount_percent) return result;
  return { ...result, message: BILLING_MESSAGES.codeApplied(result.discount_percent, interval) };
}

export interface CreatorCodeState {
  /** Code from the `ref` URL parameter (upper-case), when present: the box is hidden. */
  refCode: string | null;
  code: string;
  setCode: (value: string) => void;
  /** The validation result, its message worded for the chosen interval. */
  result: CreatorCodeResult | null;
  checking: boolean;
  /** The code and percent to send to checkout, when a valid code is applied. */
  applied: { code: string; percent: number } | null;
}

/**
 * Creator-code box state: typed codes validate 0.5 s after the last keystroke (empty clears the
 * result); a `ref` parameter validates at once, tracking the referral only when signed in.
 */
export function useCreatorCode(interval: BillingInterval): CreatorCodeState {
  const [params] = useSearchParams();
  const rawRef = params.get('ref');
  const refCode = rawRef && rawRef.trim() ? rawRef.trim().toUpperCase() : null;
  const { user, loading } = useAuth();
  const [code, setCodeState] = useState(refCode ?? '');
  const [result, setResult] = useState<CreatorCodeResult | null>(null);
  const [checking, setChecking] = useState(false);
  const seq = useRef(0);
  const refHandled = useRef<string | null>(null);
  const intervalRef = useRef(interval);
  useEffect(() => {
    intervalRef.current = interval;
  }, [interval]);

  const run = useCallback(async (value: string, trackReferral: boolean, toastWhenValid: boolean) => {
    const id = ++seq.current;
    setChecking(true);
    try {
      const r = await validateCreatorCode({ code: value, trackReferral });
      if (id !== seq.current) return;
      setResult(r);
      if (toastWhenValid && r.valid) toast.success(resultForInterval(r, intervalRef.current)?.message ?? r.message);
    } catch {
      if (id === seq.current) setResult(REQUEST_ERROR);
    } finally {
      if (id === seq.current) setChecking(false);
    }
  }, []);

  // ?ref=CODE: validate once auth is known (referrals are tracked only for signed-in users).
  useEffect(() => {
    if (!refCode || loading || refHandled.current === refCode) return;
    refHandled.current = refCode;
    setCodeState(refCode);
    void run(refCode, Boolean(user), true);
  }, [refCode, loading, user, run]);

  // Typed codes: debounce; an empty code clears the result.
  useEffect(() => {
    if (refCode) return;
    const trimmed = code.trim();
    if (!trimmed) {
      seq.current += 1;
      setResult(null);
      setChecking(false);
      return;
    }
    const timer = setTimeout(() => void run(trimmed, false, false), CREATOR_CODE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [code, refCode, run]);

  const setCode = useCallback((value: string) => setCodeState(value.toUpperCase()), []);
  const applied =
    result?.valid && result.discount_percent ? { code: (refCode ?? code).trim().toUpperCase(), percent: result.discount_percent } : null;
  const shown = useMemo(() => resultForInterval(result, interval), [result, interval]);
  return { refCode, code, setCode, result: shown, checking, applied };
}
