import { Check, Copy } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { MESSAGES } from '@decalforge/shared';
import { Button } from '../../../components/ui/button';

/** The token just created, shown once with a copy button; focus moves here so screen readers announce it. */
export function NewTokenNotice({ name, token, onDone }: { name: string; token: string; onDone: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const [copied, setCopied] = useState(false);
  useEffect(() => ref.current?.focus(), []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(token);
      setCopied(true);
      toast.success(MESSAGES.apiTokens.copied);
    } catch {
      toast.error(MESSAGES.apiTokens.copyFailed);
    }
  }

  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="region"
      aria-labelledby="new-token-title"
      data-testid="new-api-token"
      className="mb-4 rounded-xl border border-brand/60 bg-brand/10 p-4 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand"
    >
      <h3 id="new-token-title" className="mb-1 font-semibold">
        New token “{name}”
      </h3>
      <p className="mb-3 text-sm text-muted">{MESSAGES.apiTokens.created}</p>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <label htmlFor="new-token-value" className="sr-only">
          API token
        </label>
        <input
          id="new-token-value"
          readOnly
          value={token}
          onFocus={(e) => e.currentTarget.select()}
          className="h-10 w-full min-w-0 rounded-lg border border-border bg-surface-2 px-3 font-mono text-sm text-text"
        />
        <Button variant="secondary" onClick={() => void copy()} aria-label="Copy token to clipboard">
          {copied ? <Check aria-hidden="true" className="h-4 w-4" /> : <Copy aria-hidden="true" className="h-4 w-4" />}
          {copied ? 'Copied' : 'Copy'}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          Done
        </Button>
      </div>
    </div>
  );
}
