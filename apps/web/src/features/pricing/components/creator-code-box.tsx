import { CheckCircle2, XCircle } from 'lucide-react';
import type { CreatorCodeResult } from '@decalforge/shared';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';

export function CreatorCodeResultLine({ result, checking, id, centered = false }: { result: CreatorCodeResult | null; checking: boolean; id?: string; centered?: boolean }) {
  const align = centered ? 'justify-center' : 'justify-start';
  return (
    <p id={id} role="status" aria-live="polite" className="mt-2 min-h-5 text-sm">
      {checking ? (
        <span className={`flex items-center gap-2 text-muted ${align}`}>
          <Spinner className="h-3.5 w-3.5" label="Checking creator code" /> Checking code...
        </span>
      ) : result ? (
        <span className={`flex items-start gap-1.5 ${align} ${result.valid ? 'text-success' : 'text-danger'}`}>
          {result.valid ? <CheckCircle2 aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" /> : <XCircle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />}
          <span>
            {result.message}
            {result.valid && result.creator_name ? <span className="text-muted"> (from {result.creator_name})</span> : null}
          </span>
        </span>
      ) : null}
    </p>
  );
}

/** "Have a creator code?" box; validation runs in useCreatorCode. */
export function CreatorCodeBox(props: { code: string; onChange: (v: string) => void; result: CreatorCodeResult | null; checking: boolean }) {
  return (
    <div className="mx-auto w-full max-w-md rounded-[var(--radius-card)] border border-border bg-surface p-4">
      <label htmlFor="creator-code" className="mb-2 block text-sm font-medium">
        Have a creator code?
      </label>
      <Input
        id="creator-code"
        name="creator-code"
        autoComplete="off"
        spellCheck={false}
        maxLength={32}
        placeholder="Enter creator code"
        value={props.code}
        onChange={(e) => props.onChange(e.target.value)}
        aria-describedby="creator-code-result"
        className="uppercase placeholder:normal-case"
      />
      <CreatorCodeResultLine id="creator-code-result" result={props.result} checking={props.checking} />
    </div>
  );
}
