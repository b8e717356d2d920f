import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

type Tone = 'brand' | 'muted' | 'success' | 'info' | 'danger' | 'accent';
const tones: Record<Tone, string> = {
  brand: 'bg-brand/15 text-brand border-brand/40',
  muted: 'bg-surface-2 text-muted border-border',
  success: 'bg-success/15 text-success border-success/40',
  info: 'bg-info/15 text-info border-info/40',
  danger: 'bg-danger/15 text-danger border-danger/40',
  accent: 'bg-accent/15 text-accent border-accent/40',
};

export function Badge({ tone = 'brand', className, ...rest }: HTMLAttributes<HTMLSpanElement> & { tone?: Tone }) {
  return <span className={cn('inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold', tones[tone], className)} {...rest} />;
}
