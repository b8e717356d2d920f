// The Content-Security-Policy forbids eval. Zod's JIT probes `new Function("")` the first time an
// object schema parses (caught, but reported as a CSP violation), so zod must parse without it.
// Zod reads its configuration from this global when it loads (zod/v4/core `globalConfig`);
// setting it here keeps zod itself out of the entry chunk (landing and pricing ship without it).
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };

export {};
