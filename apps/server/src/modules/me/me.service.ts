import { isAdmin, type Me } from '@decalforge/shared';
import type { ProfilesRepository } from '../profiles/profiles.repository';

/** Start of the window `monthlyUsage` counts: lifetime for FREE, the current UTC month otherwise. */
export function usageWindowStart(plan: Me['plan'], now: Date): string | null {
  if (plan === 'FREE') return null;
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString();
}

export function createMeService(profiles: ProfilesRepository) {
  return {
    async get(user: { id: string; email: string }, now = new Date()): Promise<Me> {
      const profile = await profiles.ensure(user.id);
      const monthlyUsage = await profiles.countJobs(user.id, usageWindowStart(profile.plan, now));
      return {
        id: user.id,
        email: user.email,
        plan: profile.plan,
        monthlyUsage,
        bonusCredits: profile.bonus_credits,
        isAdmin: isAdmin(profile.plan),
      };
    },
  };
}

export type MeService = ReturnType<typeof createMeService>;
