import { useMutation } from '@tanstack/react-query';
import type { Credentials } from '@decalforge/shared';
import { api } from '../../../lib/api-client';

export async function signUp(input: Credentials): Promise<void> {
  const email = input.email.trim();
  await api('/api/auth/sign-up/email', { body: { email, password: input.password, name: email.split('@')[0], callbackURL: '/' } });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
