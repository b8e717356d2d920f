import { betterAuth } from 'better-auth';
import { bearer } from 'better-auth/plugins';
import { MIN_PASSWORD_LENGTH } from '@decalforge/shared';
import type { Env } from '../config/env';
import type { DbHandle } from '../db/database';
import type { Mailer } from '../mail/mailer';
import { resetPasswordMail, verificationMail } from '../mail/templates';
import type { ProfilesRepository } from '../modules/profiles/profiles.repository';

export const CLIENT_IP_HEADER = 'x-decalforge-client-ip';

export interface AuthDeps {
  env: Env;
  dbh: DbHandle;
  mailer: Mailer;
  secret: string;
  profiles: ProfilesRepository;
}

/** Origins allowed to call the auth API: the public URL, plus its loopback twin in local use. */
export function trustedOrigins(appUrl: string): string[] {
  const origins = new Set([new URL(appUrl).origin]);
  const u = new URL(appUrl);
  if (u.hostname === 'localhost' || u.hostname === '127.0.0.1') {
    for (const host of ['localhost', '127.0.0.1']) origins.add(`${u.protocol}//${host}${u.port ? `:${u.port}` : ''}`);
  }
  return [...origins];
}

/** The verification link always lands on the site root after verifying (docs/product-rules.md, Routes). */
function withRootCallback(url: string, appUrl: string): string {
  const u = new URL(url);
  if (!u.searchParams.get('callbackURL')) u.searchParams.set('callbackURL', `${appUrl}/`);
  return u.toString();
}

export function createAuth({ env, dbh, mailer, secret, profiles }: AuthDeps) {
  const rule = { window: env.AUTH_RATE_LIMIT_WINDOW, max: env.AUTH_RATE_LIMIT_MAX };
  return betterAuth({
    appName: 'DecalForge',
    baseURL: env.APP_URL,
    basePath: '/api/auth',
    secret,
    database: { db: dbh.db, type: dbh.kind },
    trustedOrigins: trustedOrigins(env.APP_URL),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      requireEmailVerification: true,
      autoSignIn: false,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 3600,
      sendResetPassword: async ({ user, url }) => {
        await mailer.send(resetPasswordMail(user.email, url));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: false,
      autoSignInAfterVerification: false,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user, url }) => {
        await mailer.send(verificationMail(user.email, withRootCallback(url, env.APP_URL)));
      },
    },
    rateLimit: {
      enabled: true,
      storage: 'memory',
      window: 60,
      max: 300,
      customRules: {
        '/sign-in/email': rule,
        '/sign-up/email': rule,
        '/request-password-reset': rule,
        '/forget-password': rule,
        '/reset-password': rule,
        '/send-verification-email': rule,
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: env.APP_URL.startsWith('https://'),
      defaultCookieAttributes: { sameSite: 'lax', httpOnly: true },
    },
    telemetry: { enabled: false },
    databaseHooks: {
      user: {
        create: {
          after: async (user) => {
            await profiles.ensure(user.id);
          },
        },
      },
    },
    plugins: [bearer()],
  });
}

export type Auth = ReturnType<typeof createAuth>;
