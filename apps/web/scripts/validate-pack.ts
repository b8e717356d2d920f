/**
 * `npm run validate-pack -- pack.zip [more.zip ...]`: checks downloaded decal packs the way the
 * ecosystem's readers see them (the engine's validatePack) and prints every check per car
 * folder. Exit code 0 = every pack valid, 1 = a pack has problems, 2 = a file could not be read
 * (missing, not a ZIP, damaged) or no file was given.
 *
 * It lives beside the web app because the web app builds the packs (package-layout, zip-package)
 * and already depends on JSZip, the library that writes them.
 */
import { readFile } from 'node:fs/promises';
import { basename, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import JSZip from 'jszip';
import { PACK_SCOPE, validatePack, type PackReport } from '@decalforge/decal-engine/package';

export const EXIT_VALID = 0;
export const EXIT_INVALID = 1;
export const EXIT_UNREADABLE = 2;

const USAGE = 'usage: npm run validate-pack -- <pack.zip> [more.zip ...]';

/** A pack file that cannot be read at all; its message is meant for the user as it is. */
export class PackReadError extends Error {}

export interface Output {
  log(line: string): void;
  error(line: string): void;
}

function reason(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

/** The ZIP's files by path (folders left out), as validatePack takes them. */
export async function readPackZip(bytes: Uint8Array): Promise<Map<string, Uint8Array>> {
  let zip: JSZip;
  try {
    // checkCRC32: a damaged entry must fail here, not pass as truncated image bytes.
    zip = await JSZip.loadAsync(bytes, { checkCRC32: true });
  } catch (e) {
    // JSZip checks each entry's CRC-32 while loading: a mismatch means damaged bytes, not "not a ZIP".
    if (/crc32/i.test(reason(e))) throw new PackReadError(`the ZIP is damaged (${reason(e)})`);
    throw new PackReadError(`not a readable ZIP file, or the download was cut short (${reason(e)})`);
  }
  const entries = Object.values(zip.files).filter((f) => !f.dir);
  try {
    return new Map(await Promise.all(entries.map(async (f) => [f.name, await f.async('uint8array')] as const)));
  } catch (e) {
    throw new PackReadError(`the ZIP is damaged (${reason(e)})`);
  }
}

/** Reads a pack from disk; a missing or unreadable file becomes a PackReadError with a plain message. */
export async function readPackFile(path: string): Promise<Map<string, Uint8Array>> {
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await readFile(path));
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new PackReadError('no such file');
    if (code === 'EISDIR') throw new PackReadError('is a folder, expected the downloaded .zip');
    if (code === 'EACCES') throw new PackReadError('permission denied');
    throw new PackReadError(reason(e));
  }
  return readPackZip(bytes);
}

/** The report as readable lines: the layout checks, then every check of each car folder. */
export function formatReport(name: string, report: PackReport): string[] {
  const lines = [
    `${name}: ${report.errors.length === 0 ? 'OK' : `FAILED (${report.errors.length} problem${report.errors.length === 1 ? '' : 's'})`}`,
  ];
  const scopes = [...new Set(report.checks.map((c) => c.scope))];
  for (const scope of scopes) {
    lines.push(scope === PACK_SCOPE ? '  layout' : `  ${scope}/`);
    for (const c of report.checks.filter((x) => x.scope === scope)) {
      // Under the folder's heading its path only repeats itself: `Root/Octane/decal.json` → `decal.json`.
      const message = scope === PACK_SCOPE ? c.message : c.message.replaceAll(`${scope}/`, '');
      lines.push(`    ${c.ok ? 'ok  ' : 'FAIL'} ${c.name}${message ? `: ${message}` : ''}`);
    }
  }
  return lines;
}

/** Validates each pack named in `args`; returns the exit code (never throws). */
export async function runValidatePack(args: readonly string[], out: Output = console, cwd = process.cwd()): Promise<number> {
  const paths = args.filter((a) => a !== '--');
  if (paths.some((a) => a === '-h' || a === '--help')) {
    out.log(USAGE);
    return EXIT_VALID;
  }
  if (paths.length === 0) {
    out.error(USAGE);
    return EXIT_UNREADABLE;
  }
  let code = EXIT_VALID;
  for (const arg of paths) {
    const path = resolve(cwd, arg);
    let files: Map<string, Uint8Array>;
    try {
      files = await readPackFile(path);
    } catch (e) {
      // Only the message: a stack trace says nothing to someone checking a download.
      out.error(`${arg}: cannot read the pack: ${e instanceof PackReadError ? e.message : reason(e)}`);
      code = EXIT_UNREADABLE;
      continue;
    }
    let report: PackReport;
    try {
      report = validatePack(files);
    } catch (e) {
      out.error(`${arg}: the validator failed on this pack: ${reason(e)}`);
      code = EXIT_UNREADABLE;
      continue;
    }
    for (const line of formatReport(basename(arg), report)) out.log(line);
    if (report.errors.length > 0 && code === EXIT_VALID) code = EXIT_INVALID;
  }
  return code;
}

// Run as a command (not when a test imports it). npm runs scripts from the repository root;
// INIT_CWD is where the user typed the command, so relative paths mean what they expect.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await runValidatePack(process.argv.slice(2), console, process.env.INIT_CWD || process.cwd());
}
