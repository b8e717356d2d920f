import type { AccountsRepository } from './accounts.repository';

/**
 * Accounts whose e-mail was never confirmed are removed after `maxAgeDays` (0 keeps them), so
 * sign-ups with other people's addresses do not hold those addresses or pile up.
 */
export function createAccountsService(deps: { repo: AccountsRepository; maxAgeDays: number }) {
  return {
    async removeStaleUnverified(now = new Date()): Promise<number> {
      if (deps.maxAgeDays <= 0) return 0;
      const cutoff = now.getTime() - deps.maxAgeDays * 86_400_000;
      let removed = 0;
      for (const row of await deps.repo.unverified(1000)) {
        const created = new Date(row.createdAt).getTime();
        if (!Number.isFinite(created) || created >= cutoff) continue;
        if (await deps.repo.removeUnverified(row.id)) removed += 1;
      }
      return removed;
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
