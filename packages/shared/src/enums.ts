import { z } from 'zod';
import { CAR_BODIES, CHASSIS, FINISHES } from './catalog';
import { ASSIGNABLE_PLANS, PLANS } from './plans';
import { INTERVALS, PAID_PLANS } from './pricing';

/**
 * zod schemas of the product's enums. Kept apart from the plain constants so that pages which
 * only show prices and limits (the landing page) do not load zod.
 */
export const carBodySchema = z.enum(CAR_BODIES);
export const finishSchema = z.enum(FINISHES);
export const chassisSchema = z.enum(CHASSIS);
export const planSchema = z.enum(PLANS);
export const assignablePlanSchema = z.enum(ASSIGNABLE_PLANS, {
  error: () => 'Plan must be one of FREE, BASIC, PRO or ADMIN',
});
export const paidPlanSchema = z.enum(PAID_PLANS, { error: () => 'Plan must be BASIC or PRO' });
export const intervalSchema = z.enum(INTERVALS, { error: () => 'Interval must be month or year' });
