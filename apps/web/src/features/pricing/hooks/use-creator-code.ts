import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { BILLING_MESSAGES, MESSAGES, type BillingInterval, type CreatorCodeResult } from '@decalforge/shared';
import { useAuth } from '../../../lib/auth/auth-context';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { validateCreatorCode } from '../api/validate-creator-code';

/** Typing pause before a creator code is validated (docs/product-rules.md, Prices and creator codes). */
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
 * Creator-code box state: typed codes validate CREATOR_CODE_DEBOUNCE_MS after the last keystroke
 * (an empty box shows no result); a `ref` parameter validates at once, tracking the referral only
 * when signed in. A result is shown, and its discount applied, only for the code it was given for.
 */
export function useCreatorCode(interval: BillingInterval): CreatorCodeState {
  const [params] = useSearchParams();
  const rawRef = params.get('ref');
  const refCode = rawRef && rawRef.trim() ? rawRef.trim().toUpperCase() : null;
  const { user, loading } = useAuth();
  const [code, setCodeState] = useState(refCode ?? '');
  // The last answer and the code it belongs to: shown only while that code is still in the box.
  const [checked, setChecked] = useState<{ code: string; result: CreatorCodeResult } | null>(null);
  const [pending, setPending] = useState<string | null>(null);
  const seq = useRef(0);
  const refHandled = useRef<string | null>(null);
  const intervalRef = useRef(interval);
  useEffect(() => {
    intervalRef.current = interval;
  }, [interval]);

  const run = useCallback(async (value: string, trackReferral: boolean, toastWhenValid: boolean) => {
    const id = ++seq.current;
    setPending(value);
    try {
      const r = await validateCreatorCode({ code: value, trackReferral });
      if (id !== seq.current) return;
      setChecked({ code: value, result: r });
      if (toastWhenValid && r.valid) toast.success(resultForInterval(r, intervalRef.current)?.message ?? r.message);
    } catch {
      if (id === seq.current) setChecked({ code: value, result: REQUEST_ERROR });
    } finally {
      if (id === seq.current) setPending(null);
    }
  }, []);

  // ?ref=CODE: validate once auth is known (referrals are tracked only for signed-in users).
  useEffect(() => {
    if (!refCode || loading || refHandled.current === refCode) return;
    refHandled.current = refCode;
    setCodeState(refCode);
    void run(refCode, Boolean(user), true);
  }, [refCode, loading, user, run]);

  // Typed codes validate once typing pauses; an empty code shows no result (see `current` below).
  const typed = useDebouncedValue(code.trim(), CREATOR_CODE_DEBOUNCE_MS);
  useEffect(() => {
    if (refCode || !typed) return;
    void run(typed, false, false);
  }, [typed, refCode, run]);

  const setCode = useCallback((value: string) => setCodeState(value.toUpperCase()), []);
  const current = code.trim();
  const result = checked?.code === current ? checked.result : null;
  const applied = result?.valid && result.discount_percent ? { code: current, percent: result.discount_percent } : null;
  const shown = useMemo(() => resultForInterval(result, interval), [result, interval]);
  return { refCode, code, setCode, result: shown, checking: pending !== null && pending === current, applied };
}
