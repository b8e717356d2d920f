import { useCallback, useEffect, useRef, useState } from 'react';
import { MESSAGES, type GenerateRequestBody, type JobDetails } from '@decalforge/shared';
import { createJob } from '../api/create-job';
import { getJob } from '../api/get-job';
import { improvePrompt } from '../api/improve-prompt';
import { GenerationError, improveFailureStops } from '../utils/generation-error';

export type GenerationPhase = 'improving' | 'queued' | 'rendering';
export type GenerationKind = 'new' | 'similar' | 'regenerate';

export interface GenerationProgress {
  kind: GenerationKind;
  phase: GenerationPhase;
  jobId: string | null;
  /** Date.now() when the request started (for the elapsed-seconds display). */
  startedAt: number;
}

export interface GenerationRun {
  kind: GenerationKind;
  prompt: string;
  /** Builds the job body once the improved prompt is known. */
  buildRequest: (improvedPrompt: string) => GenerateRequestBody;
  /** Called when the improver failed but the generation goes on with the raw prompt. */
  onImproveFailed?: (error: unknown) => void;
}

export interface GenerationResult {
  job: JobDetails;
  request: GenerateRequestBody;
}

export const POLL_INTERVAL_MS = 300;
/** Give up waiting after this long (the job keeps its own FAILED/COMPLETE state on the server). */
export const POLL_TIMEOUT_MS = 5 * 60_000;

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const t = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(t);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

/**
 * The generation flow with visible progress: improve the prompt, create a job, then poll it
 * (at once, then every ~300 ms) until it is COMPLETE or FAILED. The phase follows the real
 * stage: improving until the improver answers, queued once the job exists, rendering while the
 * server reports it RUNNING.
 *
 * A failed improvement is reported through `onImproveFailed` and the job is made from the
 * player's own words, unless it was a client error (4xx) that the generation would hit too:
 * then the improve error ends the run (see `improveFailureStops`).
 */
export function useGeneration() {
  const [progress, setProgress] = useState<GenerationProgress | null>(null);
  const abortRef = useRef<AbortController | null>(null);
  const busyRef = useRef(false);

  useEffect(() => () => abortRef.current?.abort(), []);

  const run = useCallback(async ({ kind, prompt, buildRequest, onImproveFailed }: GenerationRun): Promise<GenerationResult> => {
    if (busyRef.current) throw new Error('A generation is already running.');
    busyRef.current = true;
    const controller = new AbortController();
    abortRef.current = controller;
    const { signal } = controller;
    const startedAt = Date.now();
    try {
      setProgress({ kind, phase: 'improving', jobId: null, startedAt });
      let improved = prompt.trim();
      try {
        improved = (await improvePrompt(prompt, signal)) || improved;
      } catch (e) {
        if (signal.aborted || improveFailureStops(e)) throw e;
        onImproveFailed?.(e);
      }
      const request = buildRequest(improved);
      const { jobId } = await createJob(request, signal);
      setProgress({ kind, phase: 'queued', jobId, startedAt });
      const deadline = Date.now() + POLL_TIMEOUT_MS;
      for (let first = true; ; first = false) {
        if (!first) await sleep(POLL_INTERVAL_MS, signal);
        const job = await getJob(jobId, signal);
        if (job.status === 'COMPLETE') return { job, request };
        if (job.status === 'FAILED') throw new GenerationError(job.error || MESSAGES.create.generateFailed);
        setProgress((p) => (p && p.phase !== 'rendering' ? { ...p, phase: 'rendering' } : p));
        if (Date.now() > deadline) throw new GenerationError(MESSAGES.create.generateFailed);
      }
    } finally {
      busyRef.current = false;
      if (abortRef.current === controller) abortRef.current = null;
      if (!signal.aborted) setProgress(null);
    }
  }, []);

  return { progress, isGenerating: progress !== null, run };
}
