import { CheckCircle2, XCircle } from 'lucide-react';
import type { CreatorCodeResult } from '@decalforge/shared';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';

export function CreatorCodeResultLine({ result, checking, id }: { result: CreatorCodeResult | null; checking: boolean; id?: string }) {
  return (
    <p id={id} role="status" aria-live="polite" className="mt-2 min-h-5 text-sm">
      {checking ? (
        <span className="inline-flex items-center gap-2 text-muted">
          <Spinner className="h-3.5 w-3.5" label="Checking creator code" /> Checking code...
        </span>
      ) : result ? (
        <span className={result.valid ? 'inline-flex items-center gap-1.5 text-success' : 'inline-flex items-center gap-1.5 text-danger'}>
          {result.valid ? <CheckCircle2 aria-hidden="true" className="h-4 w-4" /> : <XCircle aria-hidden="true" className="h-4 w-4" />}
          {result.message}
          {result.valid && result.creator_name ? <span className="text-muted"> (from {result.creator_name})</span> : null}
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
