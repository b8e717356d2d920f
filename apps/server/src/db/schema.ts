import type { ColumnType, Generated } from 'kysely';
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

/** better-auth's sessions and credentials: only the owner column (account clean-up). */
export interface AuthOwnedTable {
  id: string;
  userId: string;
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

/** Billing (0002-billing): the user's current subscription as the provider last reported it. */
export interface SubscriptionTable {
  user_id: string;
  provider: 'stripe' | 'test';
  customer_id: string | null;
  subscription_id: string | null;
  plan: 'BASIC' | 'PRO' | null;
  interval: 'month' | 'year' | null;
  status: string;
  current_period_end: string | null;
  /** 1 when the subscription ends at current_period_end instead of renewing. */
  cancel_at_period_end: number;
  updated_at: string;
}

export interface BillingEventTable {
  id: string;
  type: string;
  received_at: string;
}

export interface TestCheckoutSessionTable {
  id: string;
  user_id: string;
  plan: 'BASIC' | 'PRO';
  interval: 'month' | 'year';
  creator_code: string | null;
  discount_percent: number | null;
  status: 'open' | 'complete' | 'canceled' | 'expired';
  created_at: string;
}

export interface CreatorCodeTable {
  code: string;
  creator_name: string;
  discount_percent: number;
  active: number;
  max_redemptions: number;
  created_at: string;
}

export interface CreatorReferralTable {
  user_id: string;
  code: string;
  tracked_at: string;
}

export interface CreatorRedemptionTable {
  user_id: string;
  code: string;
  redeemed_at: string;
}

export interface CreatorCodeHoldTable {
  code: string;
  user_id: string;
  /** ISO-8601 UTC; an expired hold no longer counts. */
  expires_at: string;
  created_at: string;
  /** The checkout holding the place (Stripe Checkout Session id or test session id), once opened. */
  checkout_id: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Logo Upload (0007-logos): one uploaded logo, stored as a PNG whatever was uploaded. */
export interface LogoTable {
  id: string;
  user_id: string;
  storage_key: string;
  source_type: 'image/png' | 'image/jpeg' | 'image/svg+xml';
  width: number;
  height: number;
  byte_size: number;
  created_at: string;
}

/** Personal API tokens (0008-api-tokens): the token's SHA-256, never the token. */
export interface ApiTokenTable {
  id: string;
  user_id: string;
  name: string;
  token_hash: string;
  prefix: string;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

export interface Database {
  user: UserTable;
  session: AuthOwnedTable;
  account: AuthOwnedTable;
  profiles: ProfileTable;
  jobs: JobTable;
  saved_decals: SavedDecalTable;
  admin_audit: AdminAuditTable;
  subscriptions: SubscriptionTable;
  billing_events: BillingEventTable;
  test_checkout_sessions: TestCheckoutSessionTable;
  creator_codes: CreatorCodeTable;
  creator_referrals: CreatorReferralTable;
  creator_redemptions: CreatorRedemptionTable;
  creator_code_holds: CreatorCodeHoldTable;
  logos: LogoTable;
  api_tokens: ApiTokenTable;
}
