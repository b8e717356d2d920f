import { useEffect, useState, type FormEvent } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { MESSAGES, MIN_PASSWORD_LENGTH } from '@decalforge/shared';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input, Label } from '../../../components/ui/input';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth/auth-context';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { useSignIn } from '../api/sign-in';
import { useSignUp } from '../api/sign-up';

export type AuthMode = 'signin' | 'signup' | 'reset';

const TITLES: Record<AuthMode, { title: string; subtitle: string; submit: string }> = {
  signin: { title: 'Welcome Back', subtitle: 'Sign in to create and download your decals.', submit: 'Sign In' },
  signup: { title: 'Create Account', subtitle: 'Start with one free decal generation.', submit: 'Sign Up' },
  reset: { title: 'Reset Password', subtitle: "Enter your e-mail and we'll send you a reset link.", submit: 'Send Reset Link' },
};

function modeFromQuery(value: string | null): AuthMode {
  return value === 'signup' ? 'signup' : value === 'reset' ? 'reset' : 'signin';
}

export function AuthForm() {
  const [params, setParams] = useSearchParams();
  const { user, loading: authLoading } = useAuth();
  const navigate = useNavigate();
  // The URL is the one source of the mode (?mode=signup / ?mode=reset, none = sign in), so a toggle
  // leaves an address that reopens the same form.
  const mode = modeFromQuery(params.get('mode'));
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const signIn = useSignIn();
  const signUp = useSignUp();
  const reset = useRequestPasswordReset();
  const busy = signIn.isPending || signUp.isPending || reset.isPending;

  function setMode(next: AuthMode) {
    const nextParams = new URLSearchParams(params);
    if (next === 'signin') nextParams.delete('mode');
    else nextParams.set('mode', next);
    // A link error was already shown once; do not show it again on every toggle.
    nextParams.delete('error');
    setParams(nextParams, { replace: true });
  }
  useEffect(() => {
    const error = params.get('error');
    if (error)
      toast.error(error === 'INVALID_TOKEN' || error === 'invalid_token' ? MESSAGES.auth.invalidResetLink : error.replace(/_/g, ' '));
  }, [params]);

  if (!authLoading && user) return <Navigate to={paths.home} replace />;

  const copy = TITLES[mode];
  const disabled = busy || !email || (mode !== 'reset' && !password);

  /** Shows every failure as a toast, so the form fires and forgets it. */
  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (disabled) return;
    try {
      if (mode === 'signin') {
        await signIn.mutateAsync({ email, password });
        toast.success(MESSAGES.auth.signInSuccess);
        navigate(paths.home);
      } else if (mode === 'signup') {
        await signUp.mutateAsync({ email, password });
        toast.success(MESSAGES.auth.signUpSuccess);
        setEmail('');
        setPassword('');
      } else {
        await reset.mutateAsync(email);
        toast.success(MESSAGES.auth.resetSent);
        setEmail('');
        setMode('signin');
      }
    } catch (err) {
      toast.error(err instanceof Error ? err.message : 'Something went wrong');
    }
  }

  return (
    <div className="mx-auto flex max-w-md flex-col px-4 py-12">
      <Card>
        <h1 className="mb-1 font-[family-name:var(--font-display)] text-3xl font-bold">{copy.title}</h1>
        <p className="mb-6 text-sm text-muted">{copy.subtitle}</p>
        <form onSubmit={(e) => void onSubmit(e)} className="space-y-4" noValidate={false}>
          <div>
            <Label htmlFor="email">Email</Label>
            <Input
              id="email"
              name="email"
              type="email"
              autoComplete="email"
              required
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              placeholder="you@example.com"
            />
          </div>
          {mode !== 'reset' && (
            <div>
              <Label htmlFor="password">Password</Label>
              <Input
                id="password"
                name="password"
                type="password"
                autoComplete={mode === 'signup' ? 'new-password' : 'current-password'}
                required
                minLength={MIN_PASSWORD_LENGTH}
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                placeholder="At least 6 characters"
              />
            </div>
          )}
          <Button type="submit" className="w-full" disabled={disabled}>
            {busy ? 'Loading...' : copy.submit}
          </Button>
        </form>
        <div className="mt-6 flex flex-col items-center gap-2 text-sm">
          {mode === 'signin' && (
            <>
              <button type="button" className="text-brand hover:underline" onClick={() => setMode('signup')}>
                Don&apos;t have an account? Sign up
              </button>
              <button type="button" className="text-muted hover:text-text hover:underline" onClick={() => setMode('reset')}>
                Forgot your password?
              </button>
            </>
          )}
          {mode === 'signup' && (
            <button type="button" className="text-brand hover:underline" onClick={() => setMode('signin')}>
              Already have an account? Sign in
            </button>
          )}
          {mode === 'reset' && (
            <button type="button" className="text-brand hover:underline" onClick={() => setMode('signin')}>
              Back to sign in
            </button>
          )}
        </div>
      </Card>
    </div>
  );
}
