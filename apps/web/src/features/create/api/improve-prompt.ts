import { MESSAGES, STYLE_INTENSITY } from '@decalforge/shared';
import { api } from '../../../lib/api-client';

/** POST /api/functions/improve: the prompt improver (styleIntensity 60, docs/product-rules.md, Create page). */
export async function improvePrompt(theme: string, signal?: AbortSignal): Promise<string> {
  const res = await api<{ improvedPrompt: string }>('/api/functions/improve', {
    body: { theme: theme.trim(), styleIntensity: STYLE_INTENSITY },
    signal,
    fallbackMessage: MESSAGES.create.improveFailed,
  });
  return res.improvedPrompt;
}
