import { AlertTriangle, CheckCircle2, RefreshCw, XCircle } from 'lucide-react';
import type { PlatformHealthCheck, PlatformHealthCheckName } from '@decalforge/shared';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { usePlatformHealth } from '../api/get-platform-health';

const CHECK_LABELS: Record<PlatformHealthCheckName, string> = {
  database: 'Database',
  queue: 'Job queue',
  storage: 'File storage',
  mail: 'E-mail',
};

function CheckRow({ check }: { check: PlatformHealthCheck }) {
  const Icon = check.ok ? CheckCircle2 : XCircle;
  return (
    <li className="flex items-start gap-3 rounded-lg bg-surface-2 p-3" data-check={check.name}>
      <Icon className={check.ok ? 'mt-0.5 shrink-0 text-success' : 'mt-0.5 shrink-0 text-danger'} size={20} aria-hidden="true" />
      <div className="min-w-0">
        <p className="font-semibold">
          {CHECK_LABELS[check.name]}: <span className={check.ok ? 'text-success' : 'text-danger'}>{check.ok ? 'OK' : 'Failing'}</span>
        </p>
        <p className="text-sm text-muted">
          {check.kind} · {check.ms} ms
        </p>
        {check.error && <p className="mt-1 break-words text-sm text-danger">{check.error}</p>}
      </div>
    </li>
  );
}

/** Live checks of the platform's dependencies from `GET /api/admin/health`, with loading and error states. */
export function PlatformHealthStatus() {
  const health = usePlatformHealth();

  if (health.isPending) {
    return (
      <div className="flex items-center gap-3 text-muted">
        <Spinner label="Checking platform health" />
        <p>Checking database, queue, storage and e-mail…</p>
      </div>
    );
  }

  if (health.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3">
        <AlertTriangle className="text-danger" size={28} aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <p className="font-semibold text-danger">Health check unavailable</p>
          <p className="text-sm text-muted">{health.error.message}</p>
        </div>
        <Button variant="secondary" onClick={() => void health.refetch()}>
          <RefreshCw size={16} aria-hidden="true" /> Retry
        </Button>
      </div>
    );
  }

  const { ok, checks, checkedAt } = health.data;
  const failing = checks.filter((c) => !c.ok).length;
  return (
    <div aria-busy={health.isFetching}>
      <div className="flex items-center gap-3">
        {ok ? (
          <CheckCircle2 className="text-success" size={28} aria-hidden="true" />
        ) : (
          <XCircle className="text-danger" size={28} aria-hidden="true" />
        )}
        <div>
          <p className={ok ? 'font-semibold text-success' : 'font-semibold text-danger'}>{ok ? 'System Operational' : 'Degraded'}</p>
          <p className="text-sm text-muted">
            {ok ? 'All services running normally' : `${failing} of ${checks.length} checks failing`} · checked{' '}
            <time dateTime={checkedAt}>{new Date(checkedAt).toLocaleTimeString()}</time>
          </p>
        </div>
      </div>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2" aria-label="Service checks">
        {checks.map((c) => (
          <CheckRow key={c.name} check={c} />
        ))}
      </ul>
    </div>
  );
}
