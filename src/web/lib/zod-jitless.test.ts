/**
 * `disableZodJit` relies on where zod keeps its configuration (`lib/zod-jitless.ts`): a zod that
 * loads after it must parse without ever calling `Function` (which the Content-Security-Policy
 * refuses, logging an error). Run in a fresh Node process, since the test runner has loaded zod.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));

/** Runs `body` as an ES module in a new Node process (with tsx) and returns what it printed. */
function runFresh(body: string): string {
  return execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', body], {
    cwd: root,
    encoding: 'utf8',
  });
}

const probe = (setup: string) => `
  ${setup}
  let calls = 0;
  const RealFunction = globalThis.Function;
  globalThis.Function = new Proxy(RealFunction, {
    construct(target, args) { calls += 1; return Reflect.construct(target, args); },
    apply(target, self, args) { calls += 1; return Reflect.apply(target, self, args); },
  });
  const { z } = await import('zod');
  const schema = z.object({ name: z.string(), tags: z.array(z.string()) });
  schema.parse({ name: 'Ada', tags: ['a'] });
  schema.parse({ name: 'Ada', tags: ['b'] });
  console.log(JSON.stringify({ jitless: z.config().jitless ?? false, calls }));
`;

describe('disableZodJit', () => {
  it('makes a zod loaded after it parse without Function (no eval under the CSP)', () => {
    const out = runFresh(
      probe(
        `const { disableZodJit } = await import('./src/web/lib/zod-jitless.ts'); disableZodJit();`,
      ),
    );
    expect(JSON.parse(out)).toEqual({ jitless: true, calls: 0 });
  });

  it('is needed: without it zod would call Function', () => {
    const out = runFresh(probe(''));
    expect(JSON.parse(out)).toMatchObject({ jitless: false });
    expect(JSON.parse(out).calls).toBeGreaterThan(0);
  });
});
