/** Validates data that did not come through a route schema (multipart forms) with a shared zod schema. */
import type { z } from 'zod';
import { AppError } from './app-error';

/**
 * @returns the parsed value.
 * @throws AppError VALIDATION_FAILED with `{ field: first message }` — the same shape as route
 *   schema failures.
 */
export function parseOrThrow<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  throw new AppError(
    'VALIDATION_FAILED',
    Object.values(fields)[0] ?? 'The request is not valid.',
    fields,
  );
}
