import { useMutation } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

export async function requestPasswordReset(email: string): Promise<void> {
  await api('/api/auth/request-password-reset', { body: { email: email.trim(), redirectTo: paths.resetPassword } });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
