import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Credentials } from '@decalforge/shared';
import { api } from '../../../lib/api-client';

export async function signIn(input: Credentials): Promise<void> {
  await api('/api/auth/sign-in/email', { body: { email: input.email.trim(), password: input.password, rememberMe: true } });
}

export function useSignIn() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: async () => {
      await qc.invalidateQueries({ queryKey: ['session'] });
      await qc.invalidateQueries({ queryKey: ['me'] });
    },
  });
}
