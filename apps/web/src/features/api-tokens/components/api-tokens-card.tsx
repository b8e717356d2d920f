import { KeyRound } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { API_TOKEN_NAME_MAX, API_TOKENS_MAX, MESSAGES, type ApiToken } from '@decalforge/shared';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input, Label } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { useApiTokens, useCreateApiToken, useRevokeApiToken } from '../api/api-tokens';
import { NewTokenNotice } from './new-token-notice';

function formatDate(iso: string | null): string {
  return iso ? new Date(iso).toLocaleString() : 'Never';
}

/** /account: personal API tokens for the public API (create — shown once —, list, revoke). */
export function ApiTokensCard() {
  const tokens = useApiTokens();
  const create = useCreateApiToken();
  const revoke = useRevokeApiToken();
  const [name, setName] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const [created, setCreated] = useState<{ name: string; token: string } | null>(null);
  const [revokingId, setRevokingId] = useState<string | null>(null);
  const errorId = useId();
  const list = tokens.data ?? [];
  const full = list.length >= API_TOKENS_MAX;

  async function onCreate(e: FormEvent) {
    e.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setFormError('Token name is required');
      return;
    }
    setFormError(null);
    try {
      const res = await create.mutateAsync(trimmed);
      setCreated({ name: res.name, token: res.token });
      setName('');
    } catch (err) {
      setFormError(err instanceof ApiError ? err.message : 'Failed to create the token. Please try again.');
    }
  }

  async function onRevoke(t: ApiToken) {
    if (!window.confirm(`Revoke the token “${t.name}”? Scripts using it will stop working.`)) return;
    setRevokingId(t.id);
    try {
      await revoke.mutateAsync(t.id);
      toast.success(MESSAGES.apiTokens.revoked);
    } catch (err) {
      toast.error(err instanceof ApiError ? err.message : 'Failed to revoke the token');
    } finally {
      setRevokingId(null);
    }
  }

  return (
    <Card aria-labelledby="api-tokens-title" data-testid="api-tokens">
      <div className="mb-2 flex items-center justify-between gap-2">
        <h2 id="api-tokens-title" className="flex items-center gap-2 text-lg font-semibold">
          <KeyRound aria-hidden="true" className="h-5 w-5 text-brand" /> API Tokens
        </h2>
        <Badge tone="muted" aria-label={`${list.length} of ${API_TOKENS_MAX} tokens`}>
          {tokens.isPending ? '…' : `${list.length}/${API_TOKENS_MAX}`}
        </Badge>
      </div>
      <p className="mb-4 text-sm text-muted">
        Use a token as <code className="font-mono">Authorization: Bearer &lt;token&gt;</code> with the{' '}
        <a className="text-brand underline" href="/api/docs">
          public API
        </a>
        . It acts as you, with your plan and quota.
      </p>
      {created && <NewTokenNotice name={created.name} token={created.token} onDone={() => setCreated(null)} />}
      <form onSubmit={(e) => void onCreate(e)} className="mb-5 flex flex-col gap-2 sm:flex-row sm:items-end" noValidate>
        <div className="flex-1">
          <Label htmlFor="api-token-name">Token name</Label>
          <Input
            id="api-token-name"
            value={name}
            maxLength={API_TOKEN_NAME_MAX}
            placeholder="e.g. pack script"
            onChange={(e) => setName(e.target.value)}
            aria-invalid={formError ? true : undefined}
            aria-describedby={formError ? errorId : undefined}
            disabled={full}
          />
        </div>
        <Button type="submit" disabled={create.isPending || full}>
          {create.isPending && <Spinner className="h-4 w-4" label="Creating token" />}
          Create Token
        </Button>
      </form>
      {formError && (
        <p id={errorId} role="alert" className="-mt-3 mb-4 text-sm text-danger">
          {formError}
        </p>
      )}
      {full && <p className="-mt-3 mb-4 text-sm text-muted">{MESSAGES.apiTokens.limit(API_TOKENS_MAX)}</p>}
      {tokens.isPending ? (
        <div className="flex items-center justify-center gap-3 py-6 text-muted">
          <Spinner label="Loading API tokens" /> Loading API tokens...
        </div>
      ) : tokens.isError ? (
        <div className="py-6 text-center" role="alert">
          <p className="mb-3 text-danger">{MESSAGES.apiTokens.loadFailed}</p>
          <Button variant="secondary" onClick={() => void tokens.refetch()}>
            Try Again
          </Button>
        </div>
      ) : list.length === 0 ? (
        <p className="py-6 text-center text-sm text-muted">No API tokens yet.</p>
      ) : (
        <ul className="divide-y divide-border" aria-label="Your API tokens">
          {list.map((t) => (
            <li key={t.id} className="flex flex-wrap items-center justify-between gap-3 py-3" data-testid="api-token-row">
              <div className="min-w-0">
                <p className="truncate font-medium">{t.name}</p>
                <p className="text-xs text-muted">
                  <span className="font-mono">{t.prefix}…</span> · created {formatDate(t.createdAt)} · last used {formatDate(t.lastUsedAt)}
                </p>
              </div>
              <Button
                size="sm"
                variant="secondary"
                className="text-danger"
                disabled={revokingId === t.id}
                aria-label={`Revoke token ${t.name}`}
                onClick={() => void onRevoke(t)}
              >
                {revokingId === t.id ? 'Revoking…' : 'Revoke'}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
