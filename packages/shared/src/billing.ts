import { z } from 'zod';
import { intervalSchema, paidPlanSchema, planSchema } from './enums';
import { CREATOR_DEFAULT_DISCOUNT, type BillingInterval } from './pricing';

/** Creator codes are stored and compared upper-case: letters, digits, '-' and '_'. */
export const CREATOR_CODE_PATTERN = /^[A-Z0-9_-]{2,32}$/;

export const BILLING_MESSAGES = {
  invalidCode: 'Invalid creator code',
  inactiveCode: 'This creator code is no longer active',
  codeLimitReached: 'This creator code has reached its limit',
  codeApplied: (percent: number, interval: BillingInterval = 'month') => `Creator code applied! ${percent}% off your first ${interval}`,
  enterCode: 'Please enter a creator code',
  noSubscription: 'No active subscription to manage',
  alreadySubscribed: 'You already have an active subscription. Use Manage Subscription on your account page to change it.',
  adminNoCheckout: 'Admin accounts already have unlimited access',
  sessionNotFound: 'Checkout session not found',
  sessionComplete: 'This checkout session is already complete',
  sessionExpired: 'This checkout session has expired. Please start again from the pricing page.',
  sessionCanceled: 'This checkout session was canceled. Please start again from the pricing page.',
  startAgain: 'Please start again from the pricing page.',
  notCanceling: 'Your subscription is not set to cancel',
  alreadyCanceling: 'Your subscription is already set to cancel at the end of the period',
  subscriptionEnded: 'Your subscription has ended. Choose a plan on the pricing page to subscribe again.',
  testModeOff: 'Test billing is not enabled on this server',
  webhookOff: 'Stripe webhooks are not enabled on this server',
  badSignature: 'Invalid webhook signature',
} as const;

/** An optional creator code as sent by the client: trimmed, upper-cased, empty → null. */
const optionalCodeSchema = z
  .string()
  .max(64, BILLING_MESSAGES.invalidCode)
  .nullish()
  .transform((v) => (v && v.trim() ? v.trim().toUpperCase() : null));

/** `POST /api/functions/create-checkout`. discountPercent is accepted for compatibility but never trusted. */
export const checkoutRequestSchema = z.object({
  plan: paidPlanSchema,
  interval: intervalSchema,
  creatorCode: optionalCodeSchema,
  discountPercent: z.number().nullish(),
});
export type CheckoutRequest = z.input<typeof checkoutRequestSchema>;

export const urlResponseSchema = z.object({ url: z.string() });
export type UrlResponse = z.infer<typeof urlResponseSchema>;

/** `POST /api/functions/validate-creator-code`. */
export const validateCreatorCodeRequestSchema = z.object({
  code: z
    .string({ error: () => BILLING_MESSAGES.enterCode })
    .trim()
    .min(1, BILLING_MESSAGES.enterCode)
    .max(64, BILLING_MESSAGES.invalidCode)
    .transform((v) => v.toUpperCase()),
  trackReferral: z.boolean().optional().default(false),
});
export type ValidateCreatorCodeRequest = z.input<typeof validateCreatorCodeRequestSchema>;

export const creatorCodeResultSchema = z.object({
  valid: z.boolean(),
  message: z.string(),
  discount_percent: z.number().nullable(),
  creator_name: z.string().nullable(),
});
export type CreatorCodeResult = z.infer<typeof creatorCodeResultSchema>;

/** Operator input for `npm run admin -- create-creator-code <CODE> <name> [percent]`. */
export const createCreatorCodeSchema = z.object({
  code: z
    .string()
    .trim()
    .transform((v) => v.toUpperCase())
    .pipe(z.string().regex(CREATOR_CODE_PATTERN, 'Code must be 2-32 letters, digits, "-" or "_"')),
  creatorName: z.string().trim().min(1, 'Creator name is required').max(100, 'Creator name is too long'),
  discountPercent: z
    .number()
    .int('Percent must be a whole number from 1 to 100')
    .min(1, 'Percent must be a whole number from 1 to 100')
    .max(100, 'Percent must be a whole number from 1 to 100')
    .default(CREATOR_DEFAULT_DISCOUNT),
});

export const SUBSCRIPTION_STATUSES = [
  'none',
  'active',
  'trialing',
  'past_due',
  'canceled',
  'incomplete',
  'incomplete_expired',
  'unpaid',
  'paused',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** Statuses in which the paid plan applies (past_due keeps access while the provider retries). */
export const ENTITLED_STATUSES: readonly SubscriptionStatus[] = ['active', 'trialing', 'past_due'];

export const billingProviderSchema = z.enum(['stripe', 'test']);
export type BillingProvider = z.infer<typeof billingProviderSchema>;

export const subscriptionViewSchema = z.object({
  provider: billingProviderSchema,
  plan: paidPlanSchema.nullable(),
  interval: intervalSchema.nullable(),
  status: z.string(),
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  /** True while the paid plan applies. */
  active: z.boolean(),
});
export type SubscriptionView = z.infer<typeof subscriptionViewSchema>;

/** `GET /api/billing/subscription`. */
export const subscriptionResponseSchema = z.object({
  mode: billingProviderSchema,
  plan: planSchema,
  subscription: subscriptionViewSchema.nullable(),
});
export type SubscriptionResponse = z.infer<typeof subscriptionResponseSchema>;

/** Test-mode checkout session as the test checkout page shows it. */
export const testSessionViewSchema = z.object({
  id: z.string(),
  plan: paidPlanSchema,
  interval: intervalSchema,
  creatorCode: z.string().nullable(),
  discountPercent: z.number().nullable(),
  status: z.enum(['open', 'complete', 'canceled', 'expired']),
  amount: z.number(),
  firstPeriodAmount: z.number(),
  createdAt: z.string(),
});
export type TestSessionView = z.infer<typeof testSessionViewSchema>;

export const testSessionRequestSchema = z.object({ session: z.string().trim().min(1, BILLING_MESSAGES.sessionNotFound).max(64) });

export const TEST_PORTAL_ACTIONS = ['cancel', 'resume', 'switch-interval', 'switch-plan', 'end-period'] as const;
export const testPortalRequestSchema = z.object({
  action: z.enum(TEST_PORTAL_ACTIONS, { error: () => `Action must be one of ${TEST_PORTAL_ACTIONS.join(', ')}` }),
});
export type TestPortalAction = (typeof TEST_PORTAL_ACTIONS)[number];
