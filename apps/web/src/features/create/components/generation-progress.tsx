import { useEffect, useRef, useState } from 'react';
import type { GenerationProgress as Progress } from '../hooks/use-generation';

const PHASE_TEXT: Record<Progress['phase'], string> = {
  improving: 'Improving your prompt',
  queued: 'Queued',
  rendering: 'Rendering your decal',
};

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

/** Live job status while a decal is being made: phase, elapsed seconds and an animated bar. */
export function GenerationProgress({ progress }: { progress: Progress }) {
  const seconds = useElapsedSeconds(progress.startedAt);
  const ref = useRef<HTMLDivElement>(null);
  // On narrow screens the card sits below the form: bring it into view once.
  useEffect(() => {
    // (Newer browsers return a promise from scrollIntoView: it must not become the effect's cleanup.)
    void ref.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, []);
  return (
    <div ref={ref} className="rounded-[var(--radius-card)] border border-brand/40 bg-surface p-5" data-testid="generation-progress" data-status={progress.phase}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p role="status" aria-live="polite" className="font-semibold">
          {PHASE_TEXT[progress.phase]}…<span className="sr-only"> ({KIND_TEXT[progress.kind]})</span>
        </p>
        <p className="text-sm text-muted">
          <span aria-hidden>{KIND_TEXT[progress.kind]} · </span>
          <span className="tabular-nums" data-testid="generation-elapsed">
            {seconds}s
          </span>
        </p>
      </div>
      <div className="relative mt-3 h-2 overflow-hidden rounded-full bg-surface-2" role="progressbar" aria-label="Generation progress" aria-valuetext={PHASE_TEXT[progress.phase]}>
        <div className="absolute inset-y-0 w-1/3 animate-[create-progress_1.2s_ease-in-out_infinite] rounded-full bg-gradient-to-r from-brand to-accent motion-reduce:w-full motion-reduce:animate-pulse" />
      </div>
      <style>{'@keyframes create-progress{0%{left:-35%}100%{left:100%}}'}</style>
      <ol className="mt-3 flex gap-4 text-xs text-muted" aria-hidden>
        {(['improving', 'queued', 'rendering'] as const).map((p) => (
          <li key={p} className={p === progress.phase ? 'font-semibold text-brand' : undefined}>
            {PHASE_TEXT[p]}
          </li>
        ))}
      </ol>
    </div>
  );
}
