import { assignablePlanSchema } from '@decalforge/shared';
import type { Db } from '../db/database';
import { CREATE_CREATOR_CODE_USAGE, CreatorCodeInputError, createCreatorCodeCommand } from '../modules/creator-codes/creator-codes.cli';
import type { BillingService } from '../modules/billing/billing.service';
import type { ProfilesRepository } from '../modules/profiles/profiles.repository';

export class CliError extends Error {}

export interface CliDeps {
  db: Db;
  profiles: ProfilesRepository;
  /** Billing on the environment's driver (Stripe or test mode), for commands that reach the provider. */
  billing?: Pick<BillingService, 'deactivateCreatorCode'>;
}

export const USAGE = `Usage:
  npm run admin -- set-plan <email> <FREE|BASIC|PRO|ADMIN>
  npm run admin -- grant-credits <email> <n>
  ${CREATE_CREATOR_CODE_USAGE}
  npm run admin -- deactivate-creator-code <CODE>`;

async function userByEmail(deps: CliDeps, email: string | undefined) {
  if (!email) throw new CliError(`Missing e-mail.\n${USAGE}`);
  const user = await deps.profiles.findUserByEmail(email);
  if (!user) throw new CliError(`No user with e-mail ${email}`);
  await deps.profiles.ensure(user.id);
  return user;
}

/** Runs one operator command; returns the line to print. Extra commands are added to COMMANDS. */
export const COMMANDS: Record<string, (deps: CliDeps, args: string[]) => Promise<string>> = {
  'create-creator-code': (deps, args) =>
    createCreatorCodeCommand(deps.db, args).catch((err: unknown) => {
      throw err instanceof CreatorCodeInputError ? new CliError(err.message) : err;
    }),
  'deactivate-creator-code': async (deps, [code]) => {
    if (!code) throw new CliError(`Missing code.\n${USAGE}`);
    if (!deps.billing) throw new CliError('Billing is not available to this command');
    const r = await deps.billing.deactivateCreatorCode(code);
    if (!r) throw new CliError(`No creator code ${code.trim().toUpperCase()}`);
    const lines = [`Creator code ${r.code} is inactive; open checkouts expired: ${r.expired}, already closed: ${r.notOpen}`];
    if (r.failed) lines.push(`${r.failed} checkout(s) could not be expired (payment provider unreachable): run the command again`);
    return lines.join('\n');
  },
  'set-plan': async (deps, [email, plan]) => {
    const parsed = assignablePlanSchema.safeParse(plan?.toUpperCase());
    if (!parsed.success) throw new CliError(`Unknown plan "${plan ?? ''}". Use one of FREE, BASIC, PRO, ADMIN.`);
    const user = await userByEmail(deps, email);
    await deps.profiles.setPlan(user.id, parsed.data);
    return `${user.email} is now on plan ${parsed.data}`;
  },
  'grant-credits': async (deps, [email, n]) => {
    const amount = Number(n);
    if (!n || !Number.isInteger(amount) || amount <= 0) throw new CliError(`Credits must be a positive whole number, got "${n ?? ''}"`);
    const user = await userByEmail(deps, email);
    const total = await deps.profiles.addCredits(user.id, amount);
    return `Granted ${amount} bonus credit${amount === 1 ? '' : 's'} to ${user.email} (now ${total})`;
  },
};

export async function runCommand(deps: CliDeps, argv: string[]): Promise<string> {
  const [name, ...args] = argv;
  const command = name ? COMMANDS[name] : undefined;
  if (!command) throw new CliError(name ? `Unknown command "${name}".\n${USAGE}` : USAGE);
  return command(deps, args);
}
