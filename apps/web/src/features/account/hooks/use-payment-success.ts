import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { MESSAGES } from '@decalforge/shared';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth/auth-context';
import { SUBSCRIPTION_KEY } from '../../../lib/billing/get-subscription';

/** `/account?success=true` after checkout: toast, refresh the plan, and clean the URL to /account. */
export function usePaymentSuccess(): void {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const { refreshProfile } = useAuth();
  const handled = useRef(false);
  const success = params.get('success') === 'true';
  useEffect(() => {
    if (!success || handled.current) return;
    handled.current = true;
    toast.success(MESSAGES.account.paymentSuccess);
    void refreshProfile();
    void qc.invalidateQueries({ queryKey: SUBSCRIPTION_KEY });
    navigate(paths.account, { replace: true });
    // A provider's webhook may land a moment after the redirect: look again shortly.
    const timers = [2000, 6000].map((ms) =>
      setTimeout(() => {
        void refreshProfile();
        void qc.invalidateQueries({ queryKey: SUBSCRIPTION_KEY });
      }, ms),
    );
    return () => timers.forEach(clearTimeout);
  }, [success, refreshProfile, qc, navigate]);
}
