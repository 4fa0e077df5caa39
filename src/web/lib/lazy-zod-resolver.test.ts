/**
 * `lazyZodResolver` (docs/decisions/055-validation-loads-with-the-first-check.md): the schema loads
 * once, at the first check or at `preload`; its messages are the form's errors; when it cannot
 * load, the values pass to the server's check and the next check loads again.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ResolverOptions } from 'react-hook-form';
import { lazyZodResolver } from './lazy-zod-resolver';

interface Values {
  email: string;
}

const schema = z.object({ email: z.string().trim().min(1, 'Email is required.') });
const options: ResolverOptions<Values> = {
  fields: {},
  shouldUseNativeValidation: false,
  criteriaMode: 'firstError',
};

/** A loader that counts its calls and fails while `failing` is set. */
function loader() {
  const state = { calls: 0, failing: false };
  const load = async () => {
    state.calls += 1;
    if (state.failing) throw new TypeError('Failed to fetch dynamically imported module');
    return schema;
  };
  return { state, load };
}

describe('lazyZodResolver', () => {
  it('checks with the schema it loads at the first check, and loads it once', async () => {
    const { state, load } = loader();
    const resolver = lazyZodResolver<Values>(load);
    expect(state.calls).toBe(0);

    const invalid = await resolver({ email: '  ' }, undefined, options);
    expect(invalid.errors.email?.message).toBe('Email is required.');
    const valid = await resolver({ email: ' ada@example.com ' }, undefined, options);
    expect(valid).toEqual({ values: { email: 'ada@example.com' }, errors: {} });
    expect(state.calls).toBe(1);
  });

  it('starts loading at preload, so the check does not load again', async () => {
    const { state, load } = loader();
    const resolver = lazyZodResolver<Values>(load);
    resolver.preload();
    resolver.preload();
    expect(state.calls).toBe(1);
    expect((await resolver({ email: '' }, undefined, options)).errors.email?.message).toBe(
      'Email is required.',
    );
    expect(state.calls).toBe(1);
  });

  it('lets the values through to the server when the schema cannot load, and tries again next time', async () => {
    const { state, load } = loader();
    state.failing = true;
    const resolver = lazyZodResolver<Values>(load);
    resolver.preload();
    expect(await resolver({ email: '' }, undefined, options)).toEqual({
      values: { email: '' },
      errors: {},
    });

    state.failing = false;
    expect((await resolver({ email: '' }, undefined, options)).errors.email?.message).toBe(
      'Email is required.',
    );
    expect(state.calls).toBeGreaterThanOrEqual(2);
  });
});
