import { Command, InvalidArgumentError, Option } from 'commander';
import {
  CHASSIS,
  FINISHES,
  PRESET_FILE_NAMES,
  V1_DECALS_PAGE_DEFAULT,
  seedSchema,
  variationStrengthSchema,
  type PresetFileName,
} from '@decalforge/shared';
import type { z } from 'zod';
import { download } from './commands/download';
import { generate } from './commands/generate';
import { list } from './commands/list';
import { login } from './commands/login';
import { configFilePath } from './config-path';
import { BODY_CHOICES } from './decal-request';
import type { CliIo } from './io';
import packageJson from '../package.json' with { type: 'json' };

/** A commander parser that checks a number with one of the API's schemas (same limits, same words). */
function numberWith(schema: z.ZodType<number>, integer: boolean) {
  return (value: string): number => {
    const n = Number(value);
    if (value.trim() === '' || !Number.isFinite(n))
      throw new InvalidArgumentError(integer ? 'Expected a whole number.' : 'Expected a number.');
    const parsed = schema.safeParse(n);
    if (!parsed.success) throw new InvalidArgumentError(parsed.error.issues[0]?.message ?? 'Invalid value.');
    return parsed.data;
  };
}

function positiveInteger(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new InvalidArgumentError('Expected a whole number of at least 1.');
  return n;
}

const configOption = () =>
  new Option('--config <path>', 'config file to use instead of the default ($XDG_CONFIG_HOME/decalforge/config.json)');

const presetOption = () =>
  new Option('--preset <name>', 'preset file in each car folder (Template.json for ALXS-RL-Mod)').choices(PRESET_FILE_NAMES);
const outOption = () => new Option('--out <path>', "where to save the ZIP (a file, or a folder for the server's file name)");

/** The path of the config file and whether it is the CLI's own folder (whose mode login may set). */
function configOf(io: CliIo, flag: string | undefined) {
  return { path: configFilePath(io, flag), own: !flag };
}

/** The `decalforge` command line; actions run through the given io. */
export function buildProgram(io: CliIo): Command {
  const program = new Command('decalforge')
    .description('Generate Rocket League decals and download AlphaConsole packages from a DecalForge server.')
    .version(packageJson.version, '-V, --version')
    .exitOverride()
    .configureOutput({
      writeOut: (s) => void io.stdout.write(s),
      writeErr: (s) => void io.stderr.write(s),
      outputError: (s, write) => write(`decalforge: ${s.replace(/^error: /, '')}`),
    })
    .showSuggestionAfterError()
    .addHelpText(
      'after',
      "\nStart with: decalforge login --url http://localhost:3000 --token dfp_…  (tokens: the server's /account page, API tokens)",
    );

  program
    .command('login')
    .description('Check an API token against the server and store both in your config folder (mode 600)')
    .option('--url <url>', 'server address, e.g. http://localhost:3000 (default $DECALFORGE_URL)')
    .option('--token <token>', 'personal API token, dfp_… (default $DECALFORGE_TOKEN)')
    .addOption(configOption())
    .action(async (opts: { url?: string; token?: string; config?: string }) => {
      const config = configOf(io, opts.config);
      await login(io, config.path, config.own, opts);
    });

  program
    .command('generate')
    .description('Generate a decal and save its AlphaConsole package (ZIP); prints the saved path')
    .argument('<prompt>', 'what the decal shows, e.g. "red and black tiger stripes"')
    .addOption(
      new Option('--body <body>', 'car body; all = one design packaged for every body').choices(BODY_CHOICES).makeOptionMandatory(),
    )
    .addOption(new Option('--finish <finish>', 'finish (Pro-level plans)').choices(FINISHES))
    .addOption(new Option('--chassis <chassis>', 'chassis (none needs a Pro-level plan)').choices(CHASSIS))
    .option('--seed <n>', 'seed (Pro-level plans): the same seed and prompt give the same decal', numberWith(seedSchema, true))
    .option('--variation <0..1>', 'variation strength (Pro-level plans)', numberWith(variationStrengthSchema, false))
    .option('--improve', 'run the prompt improver first, as the Create page does')
    .addOption(presetOption())
    .addOption(outOption())
    .option('--timeout <seconds>', 'how long to wait for the generation', positiveInteger, 600)
    .addOption(configOption())
    .action(async (prompt: string, opts: Parameters<typeof generate>[3] & { config?: string }) => {
      await generate(io, configOf(io, opts.config).path, prompt, opts);
    });

  program
    .command('download')
    .description('Save the AlphaConsole package (ZIP) of a decal generated before; prints the saved path')
    .argument('<id>', 'the decal id (decalforge list, or the web app)')
    .addOption(new Option('--body <body>', "car body; all = every body (default: the decal's own)").choices(BODY_CHOICES))
    .addOption(presetOption())
    .addOption(outOption())
    .addOption(configOption())
    .action(async (id: string, opts: { body?: string; preset?: PresetFileName; out?: string; config?: string }) => {
      await download(io, configOf(io, opts.config).path, id, { bodies: opts.body, preset: opts.preset, out: opts.out });
    });

  program
    .command('list')
    .description('Your decals on the server, newest first (from any computer or the web app): id, status, body, created, prompt')
    .option('--limit <n>', 'how many to show (the newest)', positiveInteger, V1_DECALS_PAGE_DEFAULT)
    .option('--json', 'print the decals as the API answers them (JSON)')
    .addOption(configOption())
    .action(async (opts: { limit: number; json?: boolean; config?: string }) => {
      await list(io, configOf(io, opts.config).path, opts);
    });

  return program;
}
