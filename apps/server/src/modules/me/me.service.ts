import { isAdmin, type Me } from '@decalforge/shared';
import type { SessionUser } from '../../http/access';
import type { ProfilesRepository } from '../profiles/profiles.repository';

export function createMeService(profiles: ProfilesRepository) {
  return {
    /** The profile comes with the session (the access layer loaded it); only usage is counted here. */
    async get(user: SessionUser, now = new Date()): Promise<Me> {
      return {
        id: user.id,
        email: user.email,
        plan: user.plan,
        monthlyUsage: await profiles.usage(user.id, user.plan, now),
        bonusCredits: user.bonusCredits,
        isAdmin: isAdmin(user.plan),
      };
    },
  };
}

export type MeService = ReturnType<typeof createMeService>;
