import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from '@fastify/helmet';
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

/** The Content-Security-Policy header value for these directives, built by helmet's CSP middleware. */
export function buildCspHeader(directives: Record<string, string[] | null>): string {
  let value = '';
  const res = {
    setHeader(name: string, v: string) {
      if (name.toLowerCase() === 'content-security-policy') value = v;
    },
  };
  helmet.contentSecurityPolicy({ useDefaults: false, directives })(
    {} as IncomingMessage,
    res as unknown as ServerResponse,
    (err?: unknown) => {
      if (err) throw err;
    },
  );
  if (!value) throw new Error('helmet did not produce a Content-Security-Policy');
  return value;
}

/**
 * Security headers on every answer (pages, API, static files, errors): CSP, frame-ancestors
 * 'none' (+ X-Frame-Options DENY), nosniff, Referrer-Policy, and HSTS only when APP_URL is https
 * (an HSTS header over plain http on a laptop would be ignored at best).
 */
export async function registerSecurityHeaders(app: FastifyInstance, env: Pick<Env, 'APP_URL' | 'S3_ENDPOINT'>): Promise<void> {
  const https = env.APP_URL.startsWith('https://');
  // @fastify/helmet rebuilds its middleware on every request, and parsing the CSP directives was
  // most of that cost: the policy is built once here (with helmet's own CSP builder) and set by
  // one hook; helmet sends the other headers.
  const csp = buildCspHeader(cspDirectives(env));
  app.addHook('onRequest', (_req, reply, done) => {
    reply.header('content-security-policy', csp);
    done();
  });
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: false,
    frameguard: { action: 'deny' },
    noSniff: true,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // Signed file links and templates are same-origin; S3 answers carry their own headers.
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
  });
}
