/**
 * The Content-Security-Policy (`script-src 'self'`) forbids `eval`, which zod's JIT compiler uses
 * (DESIGN.md "Facts measured"): the web app runs zod without it. `z.config({ jitless: true })`
 * would need zod's core in the app's first chunk (about 4 KB gzip on every page,
 * docs/decisions/047-preact.md); zod keeps that configuration on `globalThis.__zod_globalConfig`
 * and adopts an object already there when it loads, so setting the flag there before any schema
 * module runs is the same call without zod. `zod-jitless.test.ts` checks that zod still reads it.
 */

/** zod 4's global configuration object, as far as the web app sets it. */
interface ZodGlobal {
  __zod_globalConfig?: { jitless?: boolean };
}

/** Turns zod's JIT off for every schema made after this call (and for zod loaded before it). */
export function disableZodJit(): void {
  const global = globalThis as ZodGlobal;
  (global.__zod_globalConfig ??= {}).jitless = true;
}
