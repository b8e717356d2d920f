import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { E2E_BASE_URL, E2E_DATA_DIR } from './env';

export function uniqueEmail(prefix = 'e2e'): string {
  return `${prefix}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}@example.test`;
}

function decodeQp(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
}

/** The link of the newest outbox message to `email` whose link matches `pattern`. */
export async function outboxLink(email: string, pattern: RegExp): Promise<string> {
  const dir = join(E2E_DATA_DIR, 'outbox');
  for (let i = 0; i < 50; i++) {
    let files: string[] = [];
    try {
      files = readdirSync(dir)
        .filter((f) => f.includes(email))
        .map((f) => join(dir, f))
        .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
    } catch {
      /* not yet */
    }
    for (const f of files) {
      const text = decodeQp(readFileSync(f, 'utf8'));
      const link = (text.match(/https?:\/\/[^\s"'<>)\]]+/g) ?? []).map((l) => l.replace(/&amp;/g, '&')).find((l) => pattern.test(l));
      if (link) return link;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no outbox mail to ${email} with a link matching ${pattern}`);
}

/** Operator CLI against the e2e server's data. */
export function adminCli(...args: string[]): string {
  return execFileSync(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/admin.ts', ...args], {
    cwd: join(import.meta.dirname, '..', '..'),
    env: { ...process.env, DATA_DIR: E2E_DATA_DIR, APP_URL: E2E_BASE_URL, LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
}

/** Signs up through the UI, confirms from the outbox link, and signs in through the UI. */
export async function signUpAndSignIn(page: Page, email = uniqueEmail(), password = 'e2e-secret-1'): Promise<{ email: string; password: string }> {
  await page.goto('/auth?mode=signup');
  await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Please check your email to confirm your account')).toBeVisible();
  const link = await outboxLink(email, /verify-email/);
  await page.goto(link);
  await expect(page).toHaveURL(`${E2E_BASE_URL}/`);
  await signIn(page, email, password);
  return { email, password };
}

export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Welcome back!')).toBeVisible();
  await expect(page).toHaveURL(`${E2E_BASE_URL}/`);
}
