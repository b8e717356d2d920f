import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { X } from 'lucide-react';
import { toast } from 'sonner';
import { ASSIGNABLE_PLANS, MESSAGES, planAllowanceLabel, type AdminUserRow, type AssignablePlan } from '@decalforge/shared';
import { Button } from '../../../components/ui/button';
import { Input, Label } from '../../../components/ui/input';
import { useGrantCredits } from '../api/grant-credits';
import { useUpdateUserPlan } from '../api/update-user-plan';
import { PlanBadge } from '../../../components/plan-badge';

const PLAN_NAMES: Record<AssignablePlan, string> = { FREE: 'Free', BASIC: 'Basic', PRO: 'Pro', ADMIN: 'Admin' };

/** Option text states each plan's real allowance (packages/shared), not the stale figures docs/product-rules.md mentions. */
export function planOptionLabel(plan: AssignablePlan): string {
  return `${PLAN_NAMES[plan]} – ${planAllowanceLabel(plan)}`;
}

/** The grant field parsed as an integer; null when empty or not a number. */
export function parseCreditAmount(raw: string): number | null {
  if (raw.trim() === '') return null;
  const n = Number.parseInt(raw, 10);
  return Number.isNaN(n) ? null : n;
}

function initialPlan(user: AdminUserRow): AssignablePlan {
  return (ASSIGNABLE_PLANS as readonly string[]).includes(user.plan) ? (user.plan as AssignablePlan) : 'PRO';
}

/**
 * Modal dialog to change a user's plan, grant bonus credits or grant Pro. Escape or Cancel closes
 * it; Tab stays inside; focus returns to the opener. `onChanged` runs after a successful change.
 */
export function ManageUserDialog({
  user,
  onClose,
  onChanged,
}: {
  user: AdminUserRow;
  onClose: () => void;
  onChanged?: (userId: string) => void;
}) {
  const titleId = useId();
  const descId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const firstRef = useRef<HTMLSelectElement>(null);
  const [plan, setPlan] = useState<AssignablePlan>(() => initialPlan(user));
  const [credits, setCredits] = useState('');
  const updatePlan = useUpdateUserPlan();
  const grant = useGrantCredits();
  const busy = updatePlan.isPending || grant.isPending;
  const amount = parseCreditAmount(credits);

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    firstRef.current?.focus();
    return () => opener?.focus?.();
  }, []);

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    if (e.key === 'Escape') {
      e.stopPropagation();
      onClose();
      return;
    }
    if (e.key !== 'Tab' || !dialogRef.current) return;
    const focusable = [
      ...dialogRef.current.querySelectorAll<HTMLElement>('button:not([disabled]), select:not([disabled]), input:not([disabled])'),
    ];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  }

  // changePlan and grantCredits report failures as toasts, so the buttons fire and forget them.
  async function changePlan(newPlan: AssignablePlan, successMessage: string) {
    try {
      await updatePlan.mutateAsync({ userId: user.id, newPlan });
      toast.success(successMessage);
      onChanged?.(user.id);
      onClose();
    } catch {
      toast.error(MESSAGES.admin.planFailed);
    }
  }

  async function grantCredits() {
    if (amount === null || amount <= 0 || !user.id) {
      toast.error(MESSAGES.admin.invalidAmount);
      return;
    }
    try {
      await grant.mutateAsync({ userId: user.id, creditAmount: amount });
      toast.success(MESSAGES.admin.creditsGranted(amount));
      onChanged?.(user.id);
      onClose();
    } catch {
      toast.error(MESSAGES.admin.creditsFailed);
    }
  }

  return (
    <div
      className="fixed inset-0 z-50 flex items-end justify-center bg-black/70 p-0 backdrop-blur-sm sm:items-center sm:p-4"
      onMouseDown={(e) => e.target === e.currentTarget && onClose()}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={descId}
        onKeyDown={onKeyDown}
        className="max-h-[100dvh] w-full max-w-lg overflow-y-auto rounded-t-2xl border border-border bg-surface p-6 shadow-2xl sm:rounded-2xl"
      >
        <div className="mb-4 flex items-start justify-between gap-4">
          <div className="min-w-0">
            <h2 id={titleId} className="font-[family-name:var(--font-display)] text-2xl font-bold">
              Manage User
            </h2>
            <p id={descId} className="truncate text-sm text-muted">
              {user.email || 'No email'}
            </p>
          </div>
          <button type="button" onClick={onClose} className="rounded p-1 text-muted hover:text-text" aria-label="Close">
            <X size={20} />
          </button>
        </div>

        <section aria-label="Current stats" className="mb-6 grid grid-cols-2 gap-3 rounded-lg bg-surface-2 p-4 text-sm">
          <div>
            <p className="text-muted">Current Plan</p>
            <PlanBadge plan={user.plan} />
          </div>
          <div>
            <p className="text-muted">Bonus Credits</p>
            <p className="font-semibold tabular-nums">{user.bonus_credits}</p>
          </div>
          <div>
            <p className="text-muted">Total Generations</p>
            <p className="font-semibold tabular-nums">{user.totalGenerations}</p>
          </div>
          <div>
            <p className="text-muted">This Month</p>
            <p className="font-semibold tabular-nums">{user.monthlyGenerations}</p>
          </div>
        </section>

        <div className="space-y-5">
          <div>
            <Label htmlFor="admin-plan">Subscription Plan</Label>
            <select
              id="admin-plan"
              ref={firstRef}
              value={plan}
              onChange={(e) => setPlan(e.target.value as AssignablePlan)}
              className="h-10 w-full rounded-lg border border-border bg-surface-2 px-3 text-text focus:border-brand focus:outline-none"
            >
              {ASSIGNABLE_PLANS.map((p) => (
                <option key={p} value={p}>
                  {planOptionLabel(p)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <Label htmlFor="admin-credits">Grant Bonus Credits</Label>
            <div className="flex gap-2">
              <Input
                id="admin-credits"
                type="number"
                inputMode="numeric"
                min={1}
                step={1}
                placeholder="Number of credits"
                value={credits}
                onChange={(e) => setCredits(e.target.value)}
              />
              <Button onClick={() => void grantCredits()} disabled={busy || amount === null || amount <= 0}>
                Grant
              </Button>
            </div>
          </div>
        </div>

        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="outline" disabled={busy} onClick={() => void changePlan('PRO', MESSAGES.admin.proGranted)}>
            Grant Pro
          </Button>
          <Button disabled={busy} onClick={() => void changePlan(plan, MESSAGES.admin.planUpdated)}>
            Update Plan
          </Button>
        </div>
      </div>
    </div>
  );
}
