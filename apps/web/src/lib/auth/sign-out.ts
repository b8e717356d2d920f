import { api } from '../api-client';

export async function signOut(): Promise<void> {
  await api('/api/auth/sign-out', { method: 'POST', body: {} });
}
