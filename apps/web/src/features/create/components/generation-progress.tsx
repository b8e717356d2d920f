import { Sparkles } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { GenerationProgress as Progress } from '../hooks/use-generation';

const PHASE_TEXT: Record<Progress['phase'], string> = {
  improving: 'Improving your prompt',
  queued: 'Queued',
  rendering: 'Rendering your decal',
};

const PHASES = ['improving', 'queued', 'rendering'] as const;

const KIND_TEXT: Record<Progress['kind'], string> = {
  new: 'New decal',
  similar: 'More like this',
  regenerate: 'Regenerating',
};

function useElapsedSeconds(startedAt: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = window.setInterval(() => setNow(Date.now()), 500);
    return () => window.clearInterval(t);
  }, []);
  return Math.max(0, Math.floor((now - startedAt) / 1000));
}

/**
 * The tile of the result being made: a square skeleton where the decal will appear, with the
 * real stage (improving → queued → rendering), elapsed seconds and an animated bar.
 */
export function GenerationProgress({ progress }: { progress: Progress }) {
  const seconds = useElapsedSeconds(progress.startedAt);
  const ref = useRef<HTMLDivElement>(null);
  const step = PHASES.indexOf(progress.phase);
  // On narrow screens the tile sits below the form: bring it into view once.
  useEffect(() => {
    // (Newer browsers return a promise from scrollIntoView: it must not become the effect's cleanup.)
    void ref.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, []);
  return (
    <div
      ref={ref}
      className="overflow-hidden rounded-[var(--radius-card)] border border-brand/40 bg-surface"
      data-testid="generation-progress"
      data-status={progress.phase}
      aria-busy="true"
    >
      <div className="bg-grid relative flex aspect-[4/3] flex-col items-center justify-center gap-4 bg-surface-2 p-6 text-center sm:aspect-square">
        <div className="tile-skeleton absolute inset-0" aria-hidden />
        <Sparkles className="relative h-10 w-10 animate-pulse text-brand motion-reduce:animate-none" aria-hidden />
        <p
          role="status"
          aria-live="polite"
          className="relative font-[family-name:var(--font-display)] text-xl font-bold"
          data-testid="generation-phase"
        >
          {PHASE_TEXT[progress.phase]}…<span className="sr-only"> ({KIND_TEXT[progress.kind]})</span>
        </p>
        <p className="relative text-sm text-muted">
          <span aria-hidden>{KIND_TEXT[progress.kind]} · </span>
          <span className="tabular-nums" data-testid="generation-elapsed">
            {seconds}s
          </span>
        </p>
      </div>
      <div className="p-4">
        <div
          className="relative h-2 overflow-hidden rounded-full bg-surface-2"
          role="progressbar"
          aria-label="Generation progress"
          aria-valuetext={PHASE_TEXT[progress.phase]}
        >
          <div className="absolute inset-y-0 w-1/3 animate-[create-progress_1.2s_ease-in-out_infinite] rounded-full bg-gradient-to-r from-brand to-accent motion-reduce:w-full motion-reduce:animate-pulse" />
        </div>
        <ol className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted" aria-hidden>
          {PHASES.map((p, i) => (
            <li key={p} className={p === progress.phase ? 'font-semibold text-brand' : i < step ? 'text-text' : undefined}>
              {i < step ? '✓ ' : ''}
              {PHASE_TEXT[p]}
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}
