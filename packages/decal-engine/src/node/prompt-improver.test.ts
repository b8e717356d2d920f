import { afterEach, describe, expect, it } from 'vitest';
import { improvePrompt } from '../improve/improve-prompt';
import { createPromptImprover } from './prompt-improver';
import { sendJson, startServer } from './test-server';

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (closers.length) await closers.pop()?.();
});

describe('createPromptImprover', () => {
  it('uses the built-in improver without LLM_API_URL', async () => {
    const improver = createPromptImprover({});
    expect(improver.name).toBe('builtin');
    expect(await improver.improve('tiger stripes', 60)).toBe(improvePrompt('tiger stripes', 60));
  });

  it('calls an OpenAI-compatible chat-completions endpoint when configured', async () => {
    const srv = await startServer((_req, res) =>
      sendJson(res, 200, {
        choices: [{ message: { role: 'assistant', content: '  Tiger stripes in burnt orange, flowing nose to tail.  ' } }],
      }),
    );
    closers.push(srv.close);
    const improver = createPromptImprover({ LLM_API_URL: `${srv.url}/v1`, LLM_API_KEY: 'k-123', LLM_MODEL: 'tiny' });
    expect(improver.name).toBe('llm');
    expect(await improver.improve('tiger stripes', 70)).toBe('Tiger stripes in burnt orange, flowing nose to tail.');
    const [req] = srv.requests;
    expect(req.method).toBe('POST');
    expect(req.url).toBe('/v1/chat/completions');
    expect(req.headers.authorization).toBe('Bearer k-123');
    const body = req.body as { model: string; messages: Array<{ role: string; content: string }> };
    expect(body.model).toBe('tiny');
    expect(body.messages.at(-1)?.content).toContain('tiger stripes');
  });

  it('uses a URL that already ends with /chat/completions as given', async () => {
    const srv = await startServer((_req, res) => sendJson(res, 200, { choices: [{ message: { content: 'ok prompt' } }] }));
    closers.push(srv.close);
    const improver = createPromptImprover({ LLM_API_URL: `${srv.url}/custom/chat/completions` });
    expect(await improver.improve('x', 50)).toBe('ok prompt');
    expect(srv.requests[0].url).toBe('/custom/chat/completions');
  });

  it('falls back on HTTP errors and bad shapes', async () => {
    const srv = await startServer((req, res) =>
      req.url.includes('bad') ? sendJson(res, 200, { nope: true }) : sendJson(res, 500, { error: { message: 'boom' } }),
    );
    closers.push(srv.close);
    const errors: string[] = [];
    const improver = createPromptImprover({ LLM_API_URL: srv.url }, { onFallback: (e) => errors.push(e.message) });
    expect(await improver.improve('ice dragon', 60)).toBe(improvePrompt('ice dragon', 60));
    expect(errors[0]).toMatch(/HTTP 500: boom/);
    const bad = createPromptImprover({ LLM_API_URL: `${srv.url}/bad` }, { onFallback: (e) => errors.push(e.message) });
    expect(await bad.improve('ice dragon', 60)).toBe(improvePrompt('ice dragon', 60));
    expect(errors[1]).toMatch(/no choices/);
  });

  it('falls back on timeout', async () => {
    const srv = await startServer(() => {
      /* never answers */
    });
    closers.push(srv.close);
    const errors: string[] = [];
    const improver = createPromptImprover({ LLM_API_URL: srv.url }, { timeoutMs: 150, onFallback: (e) => errors.push(e.message) });
    const t = Date.now();
    expect(await improver.improve('galaxy', 40)).toBe(improvePrompt('galaxy', 40));
    expect(Date.now() - t).toBeLessThan(3000);
    expect(errors[0]).toMatch(/timed out/);
  });
});
