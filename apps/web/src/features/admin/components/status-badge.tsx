import { Badge } from '../../../components/ui/badge';

/** docs/product-rules.md, Admin: COMPLETE green, RUNNING blue, FAILED red, anything else grey. */
export function statusTone(status: string): 'success' | 'info' | 'danger' | 'muted' {
  return status === 'COMPLETE' ? 'success' : status === 'RUNNING' ? 'info' : status === 'FAILED' ? 'danger' : 'muted';
}

export function StatusBadge({ status }: { status: string }) {
  return <Badge tone={statusTone(status)}>{status || 'UNKNOWN'}</Badge>;
}
