import { isAdmin, type Me } from '@decalforge/shared';
import type { SessionUser } from '../../http/access';
import type { AccountCache } from '../profiles/account-cache';

export function createMeService(accounts: AccountCache) {
  return {
    /** The profile comes with the session (the access layer loaded it); usage comes from the account cache. */
    async get(user: SessionUser, now = new Date()): Promise<Me> {
      return {
        id: user.id,
        email: user.email,
        plan: user.plan,
        monthlyUsage: await accounts.usage(user.id, user.plan, now),
        bonusCredits: user.bonusCredits,
        isAdmin: isAdmin(user.plan),
      };
    },
  };
}

export type MeService = ReturnType<typeof createMeService>;
