import { Spinner } from '../ui/spinner';

export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="flex min-h-[40vh] items-center justify-center gap-3 text-muted">
      <Spinner label={label} />
      <span>{label}...</span>
    </div>
  );
}
