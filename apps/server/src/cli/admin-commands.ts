import { assignablePlanSchema } from '@decalforge/shared';
import type { AppServices } from '../app-context';
import { AppError } from '../http/errors';
import { CREATE_CREATOR_CODE_USAGE, CreatorCodeInputError, createCreatorCodeCommand } from '../modules/creator-codes/creator-codes.cli';
import { CLI_ACTOR } from '../modules/plan-changes/plan-changes.service';

export class CliError extends Error {}

/** The services the operator commands use: the same ones, with the same rules, as the API's. */
export type CliDeps = Pick<AppServices, 'planChanges' | 'creatorCodes' | 'billing'>;

export const USAGE = `Usage:
  npm run admin -- set-plan <email> <FREE|BASIC|PRO|ADMIN>
  npm run admin -- grant-credits <email> <n>
  ${CREATE_CREATOR_CODE_USAGE}
  npm run admin -- deactivate-creator-code <CODE>`;

async function userByEmail(deps: CliDeps, email: string | undefined) {
  if (!email) throw new CliError(`Missing e-mail.\n${USAGE}`);
  const user = await deps.planChanges.userByEmail(email);
  if (!user) throw new CliError(`No user with e-mail ${email}`);
  return user;
}

/** A refused change (the service's 4xx) is an operator mistake: printed without a stack trace. */
async function asCliError<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (err) {
    throw err instanceof AppError && err.status < 500 ? new CliError(err.message) : err;
  }
}

/** Runs one operator command; returns the line to print. Extra commands are added to COMMANDS. */
export const COMMANDS: Record<string, (deps: CliDeps, args: string[]) => Promise<string>> = {
  'create-creator-code': (deps, args) =>
    createCreatorCodeCommand(deps.creatorCodes, args).catch((err: unknown) => {
      throw err instanceof CreatorCodeInputError ? new CliError(err.message) : err;
    }),
  'deactivate-creator-code': async (deps, [code]) => {
    if (!code) throw new CliError(`Missing code.\n${USAGE}`);
    const r = await deps.billing.deactivateCreatorCode(code);
    if (!r) throw new CliError(`No creator code ${code.trim().toUpperCase()}`);
    const lines = [`Creator code ${r.code} is inactive; open checkouts expired: ${r.expired}, already closed: ${r.notOpen}`];
    if (r.failed) lines.push(`${r.failed} checkout(s) could not be expired (payment provider unreachable): run the command again`);
    return lines.join('\n');
  },
  // Plan and credit changes go through the admin panel's service: audit row (actor `cli`), same caps.
  'set-plan': async (deps, [email, plan]) => {
    const parsed = assignablePlanSchema.safeParse(plan?.toUpperCase());
    if (!parsed.success) throw new CliError(`Unknown plan "${plan ?? ''}". Use one of FREE, BASIC, PRO, ADMIN.`);
    const user = await userByEmail(deps, email);
    await asCliError(deps.planChanges.setPlan(CLI_ACTOR, user.id, parsed.data));
    return `${user.email} is now on plan ${parsed.data}`;
  },
  'grant-credits': async (deps, [email, n]) => {
    const amount = Number(n);
    if (!n || !Number.isInteger(amount) || amount <= 0) throw new CliError(`Credits must be a positive whole number, got "${n ?? ''}"`);
    const user = await userByEmail(deps, email);
    const { after } = await asCliError(deps.planChanges.grantCredits(CLI_ACTOR, user.id, amount));
    return `Granted ${amount} bonus credit${amount === 1 ? '' : 's'} to ${user.email} (now ${after})`;
  },
};

export async function runCommand(deps: CliDeps, argv: string[]): Promise<string> {
  const [name, ...args] = argv;
  const command = name ? COMMANDS[name] : undefined;
  if (!command) throw new CliError(name ? `Unknown command "${name}".\n${USAGE}` : USAGE);
  return command(deps, args);
}
