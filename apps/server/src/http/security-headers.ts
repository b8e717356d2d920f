import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyInstance } from 'fastify';
import type { Env } from '../config/env';

/** The Content-Security-Policy directives of the SPA and the API (helmet's camel-case form). */
export function cspDirectives(env: Pick<Env, 'APP_URL' | 'S3_ENDPOINT'>): Record<string, string[] | null> {
  // Signed S3 links are shown as images and fetched by Account downloads.
  const s3 = env.S3_ENDPOINT ? [new URL(env.S3_ENDPOINT).origin] : [];
  const https = env.APP_URL.startsWith('https://');
  return {
    defaultSrc: ["'self'"],
    // No inline scripts: the build emits module files only.
    scriptSrc: ["'self'"],
    scriptSrcAttr: ["'none'"],
    // Libraries (sonner among them) inject <style> elements at run time; scripts stay strict.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', ...s3],
    connectSrc: ["'self'", ...s3],
    fontSrc: ["'self'", 'data:'],
    workerSrc: ["'self'", 'blob:'],
    manifestSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    upgradeInsecureRequests: https ? [] : null,
  };
}

/** helmet's options for this app: CSP from `cspDirectives`, no framing, nosniff, Referrer-Policy, HSTS only over https. */
export function helmetOptions(env: Pick<Env, 'APP_URL' | 'S3_ENDPOINT'>): HelmetOptions {
  const https = env.APP_URL.startsWith('https://');
  return {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(env) },
    frameguard: { action: 'deny' },
    noSniff: true,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // An HSTS header over plain http on a laptop would be ignored at best.
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // Signed file links and templates are same-origin; S3 answers carry their own headers.
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
  };
}

/**
 * The headers helmet sets for these options, computed once by running helmet's own middleware
 * against a recording response. None of our options depends on the request (no CSP nonces, no
 * directive functions), so every answer gets exactly these values.
 */
export function buildSecurityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  if (!headers['content-security-policy']) throw new Error('helmet did not produce a Content-Security-Policy');
  return Object.freeze(headers) as Record<string, string>;
}

/**
 * Security headers on every answer (pages, API, static files, errors): CSP, frame-ancestors
 * 'none' (+ X-Frame-Options DENY), nosniff, Referrer-Policy, and HSTS only when APP_URL is https.
 * `@fastify/helmet` rebuilt helmet's whole middleware chain (and a reply decorator) on every
 * request — about a tenth of the CPU of `GET /api/me` in the profile; the values never change,
 * so they are built once with helmet itself and set by one synchronous root hook (registered
 * first, so 404s, errors and static files get them too).
 */
export function registerSecurityHeaders(app: FastifyInstance, env: Pick<Env, 'APP_URL' | 'S3_ENDPOINT'>): void {
  const headers = buildSecurityHeaders(helmetOptions(env));
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(headers);
    done();
  });
}
