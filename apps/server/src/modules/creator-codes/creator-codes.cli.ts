import { ZodError } from 'zod';
import { AppError, zodMessage } from '../../http/errors';
import type { CreatorCodesService } from './creator-codes.service';

export const CREATE_CREATOR_CODE_USAGE = 'npm run admin -- create-creator-code <CODE> <name> [percent]';

/** A user mistake in an operator command (printed without a stack trace). */
export class CreatorCodeInputError extends Error {}

/** `create-creator-code <CODE> <name> [percent]`: a new active code, percent 1–100 (default 10), 50 redemptions. */
export async function createCreatorCodeCommand(service: CreatorCodesService, [code, name, percent]: string[]): Promise<string> {
  if (!code || !name) throw new CreatorCodeInputError(`Missing code or creator name.\nUsage: ${CREATE_CREATOR_CODE_USAGE}`);
  if (percent !== undefined && !/^\d+$/.test(percent))
    throw new CreatorCodeInputError(`Percent must be a whole number from 1 to 100, got "${percent}"`);
  try {
    const created = await service.create({ code, creatorName: name, discountPercent: percent === undefined ? undefined : Number(percent) });
    return `Creator code ${created.code} for ${created.creatorName}: ${created.discountPercent}% off the first period, up to ${created.maxRedemptions} redemptions`;
  } catch (err) {
    if (err instanceof ZodError) throw new CreatorCodeInputError(zodMessage(err));
    if (err instanceof AppError) throw new CreatorCodeInputError(err.message);
    throw err;
  }
}
