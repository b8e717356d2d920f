import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { MESSAGES, resetFormError } from '@decalforge/shared';
import { PageSpinner } from '../../../components/layout/page-spinner';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input, Label } from '../../../components/ui/input';
import { paths } from '../../../config/paths';
import { useResetPassword } from '../api/reset-password';

/** How long the page shows "Verifying reset link" before deciding (docs/product-rules.md, Timings and sizes). */
export const RESET_VERIFY_DELAY_MS = 2000;

export function ResetPasswordForm() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token');
  const linkError = params.get('error');
  const [verifying, setVerifying] = useState(true);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const reset = useResetPassword();

  useEffect(() => {
    const t = setTimeout(() => {
      if (!token || linkError) {
        toast.error(MESSAGES.auth.invalidResetLink);
        navigate(paths.auth, { replace: true });
        return;
      }
      setVerifying(false);
    }, RESET_VERIFY_DELAY_MS);
    return () => clearTimeout(t);
  }, [token, linkError, navigate]);

  if (verifying) return <PageSpinner label="Verifying reset link" />;

  const error = resetFormError(password, confirm);
  const canSubmit = Boolean(password && confirm) && !error && !reset.isPending;

  /** Shows every failure as a toast, so the form fires and forgets it. */
  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const problem = resetFormError(password, confirm);
    if (problem) {
      toast.error(problem);
      return;
    }
    try {
      await reset.mutateAsync({ token: token as string, newPassword: password });
      toast.success(MESSAGES.auth.passwordUpdated);
      navigate(paths.home);
    } catch (err) {
      toast.error(err instanceof Error ? err.message : MESSAGES.auth.invalidResetLink);
    }
  }

  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <Card>
        <h1 className="mb-6 font-[family-name:var(--font-display)] text-3xl font-bold">Set New Password</h1>
        <form onSubmit={(e) => void onSubmit(e)} className="space-y-4">
          <div>
            <Label htmlFor="new-password">New Password</Label>
            <Input
              id="new-password"
              type="password"
              autoComplete="new-password"
              required
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              aria-describedby="reset-error"
            />
          </div>
          <div>
            <Label htmlFor="confirm-password">Confirm New Password</Label>
            <Input
              id="confirm-password"
              type="password"
              autoComplete="new-password"
              required
              value={confirm}
              onChange={(e) => setConfirm(e.target.value)}
              onBlur={() => error && toast.error(error)}
              aria-describedby="reset-error"
            />
          </div>
          <p id="reset-error" role="alert" className="min-h-5 text-sm text-danger">
            {error ?? ''}
          </p>
          <Button type="submit" className="w-full" disabled={!canSubmit}>
            {reset.isPending ? 'Updating...' : 'Update Password'}
          </Button>
        </form>
        <div className="mt-6 text-center text-sm">
          <Link to={paths.auth} className="text-brand hover:underline">
            Back to sign in
          </Link>
        </div>
      </Card>
    </div>
  );
}
