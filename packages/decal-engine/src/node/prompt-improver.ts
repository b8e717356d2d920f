import { improvePrompt, MAX_PROMPT_LENGTH } from '../improve/improve-prompt';
import { endpoint, postJson } from './http';

export interface PromptImprover {
  name: string;
  improve(theme: string, styleIntensity: number): Promise<string>;
}

export interface PromptImproverOptions {
  /** LLM request timeout (ms). Default 8000. */
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** Called when the LLM fails and the built-in improver is used instead. */
  onFallback?: (error: Error) => void;
}

const SYSTEM_PROMPT =
  'You improve prompts for a generator of Rocket League car decals (2048x2048 textures). ' +
  "Keep every meaningful word of the user's theme (colours, subjects, style). Add concise visual guidance " +
  '(motif, palette, composition along the car from nose to tail) in proportion to the requested style intensity. ' +
  `Reply with the improved prompt only, one paragraph, at most ${MAX_PROMPT_LENGTH} characters.`;

function builtIn(): PromptImprover {
  return { name: 'builtin', improve: async (theme, intensity) => improvePrompt(theme, intensity) };
}

/**
 * Prompt improver: with `LLM_API_URL` set it asks an OpenAI-compatible chat-completions
 * endpoint, falling back to the built-in rule-based improver on any error or timeout.
 */
export function createPromptImprover(env: Record<string, string | undefined>, opts: PromptImproverOptions = {}): PromptImprover {
  const base = env.LLM_API_URL?.trim();
  if (!base) return builtIn();
  const url = endpoint(base, '/chat/completions');
  const timeoutMs = opts.timeoutMs ?? 8000;
  return {
    name: 'llm',
    async improve(theme, styleIntensity) {
      const intensity = Math.min(100, Math.max(0, Number.isFinite(styleIntensity) ? styleIntensity : 60));
      try {
        const headers: Record<string, string> = {};
        if (env.LLM_API_KEY) headers.authorization = `Bearer ${env.LLM_API_KEY}`;
        const json = (await postJson(
          'LLM API',
          url,
          {
            model: env.LLM_MODEL || 'gpt-4o-mini',
            temperature: 0.4,
            messages: [
              { role: 'system', content: SYSTEM_PROMPT },
              { role: 'user', content: `Theme: ${theme}\nStyle intensity: ${intensity}/100` },
            ],
          },
          headers,
          { timeoutMs, fetch: opts.fetch },
        )) as { choices?: Array<{ message?: { content?: unknown } }> };
        const content = json?.choices?.[0]?.message?.content;
        if (typeof content !== 'string' || !content.trim()) throw new Error('LLM API: response has no choices[0].message.content');
        const text = content
          .replace(/\s+/g, ' ')
          .trim()
          .replace(/^"(.*)"$/, '$1');
        return text.length > MAX_PROMPT_LENGTH ? text.slice(0, MAX_PROMPT_LENGTH).replace(/\s+\S*$/, '') : text;
      } catch (err) {
        opts.onFallback?.(err instanceof Error ? err : new Error(String(err)));
        return improvePrompt(theme, intensity);
      }
    },
  };
}
