import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export async function resetPassword(input: { token: string; newPassword: string }): Promise<void> {
  await api('/api/auth/reset-password', { body: input });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
