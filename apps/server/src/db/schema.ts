import type { Generated } from 'kysely';
import type { JobStatus, Plan } from '@decalforge/shared';

/** Tables owned by better-auth (created by its own migrations). Only the columns we read. */
export interface UserTable {
  id: string;
  name: string;
  email: string;
  emailVerified: number | boolean;
  createdAt: string | Date;
  updatedAt: string | Date;
}

export interface ProfileTable {
  id: string;
  plan: Plan;
  bonus_credits: Generated<number>;
  created_at: string;
}

export interface JobTable {
  id: string;
  user_id: string;
  status: JobStatus;
  prompt: string;
  improved_prompt: string;
  /** JSON text: the generation settings actually used (body, finish, chassis, seed, ...). */
  settings: string;
  error: string | null;
  image_key: string | null;
  /** 1 when the job consumed a bonus credit (given back if the job fails). */
  used_credit: Generated<number>;
  created_at: string;
  finished_at: string | null;
}

export interface SavedDecalTable {
  id: string;
  user_id: string;
  image_url: string;
  prompt: string;
  improved_prompt: string;
  generation_settings: string;
  job_id: string | null;
  created_at: string;
}

export interface AdminAuditTable {
  id: string;
  actor_id: string;
  target_id: string;
  action: string;
  detail: string;
  created_at: string;
}

export interface Database {
  user: UserTable;
  profiles: ProfileTable;
  jobs: JobTable;
  saved_decals: SavedDecalTable;
  admin_audit: AdminAuditTable;
}
