import { MESSAGES, STYLE_INTENSITY } from '@decalforge/shared';
import { api } from '../../../lib/api-client';

/** POST /api/functions/improve: the prompt improver (styleIntensity 60, spec §7). */
export async function improvePrompt(theme: string, signal?: AbortSignal): Promise<string> {
  const res = await api<{ improvedPrompt: string }>('/api/functions/improve', {
    body: { theme: theme.trim(), styleIntensity: STYLE_INTENSITY },
    signal,
    fallbackMessage: MESSAGES.create.improveFailed,
  });
  return res.improvedPrompt;
}
