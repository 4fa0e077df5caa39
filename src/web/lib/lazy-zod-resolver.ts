import type { FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';

/**
 * A react-hook-form resolver whose zod schema (and zod itself, and `@hookform/resolvers/zod`)
 * loads at the form's first check instead of with the page: a prerendered page with a form then
 * hydrates without zod (issue #29's 65 KB limit, docs/decisions/055-validation-loads-with-the-first-check.md).
 * Call `preload()` when the visitor starts on the form (its first focus), so the check at submit
 * does not wait for the network.
 */
export interface LazyResolver<TInput extends FieldValues, TContext, TOutput> extends Resolver<
  TInput,
  TContext,
  TOutput
> {
  /** Starts loading the schema, once; later calls do nothing. Never throws. */
  preload: () => void;
}

/**
 * Wraps `zodResolver(await loadSchema())` in a resolver that the form can hold from its first render.
 * `loadSchema` is a dynamic import of the shared schema module (the bundler splits it off), for
 * example `() => import('../../../../shared/auth/schemas').then((m) => m.loginSchema)`.
 *
 * When the schema cannot be loaded (offline, or a new deployment replaced the chunks), the values
 * pass unchecked and unchanged: the server checks every request with the same schema and its field
 * errors show on the form (DESIGN.md "The server checks everything"); the next check tries the
 * load again.
 */
export function lazyZodResolver<TInput extends FieldValues, TContext = unknown, TOutput = TInput>(
  loadSchema: () => Promise<ZodType>,
): LazyResolver<TInput, TContext, TOutput> {
  let loading: Promise<Resolver<TInput, TContext, TOutput>> | undefined;
  const load = () =>
    (loading ??= Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).then(
      ([{ zodResolver }, schema]) =>
        zodResolver(schema as ZodType<TOutput, TInput>) as Resolver<TInput, TContext, TOutput>,
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));

  const resolver = (async (values, context, options) => {
    let resolve: Resolver<TInput, TContext, TOutput>;
    try {
      resolve = await load();
    } catch {
      // The server's check stands in (see above).
      return { values: values as unknown as TOutput, errors: {} };
    }
    return resolve(values, context, options);
  }) as LazyResolver<TInput, TContext, TOutput>;
  resolver.preload = () => {
    load().catch(() => undefined);
  };
  return resolver;
}
