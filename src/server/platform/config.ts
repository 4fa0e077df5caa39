/**
 * Server configuration: every setting comes from an environment variable, parsed and checked with
 * zod at start. A wrong value stops the start with a message naming the variable.
 * `.env.example` and the README list every variable with its default.
 */
import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../../shared/auth/schemas';

const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .optional()
    .transform((v) => (v === undefined ? fallback : v === 'true' || v === '1' || v === 'yes'));

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

function buildSchema(env: NodeJS.ProcessEnv) {
  const production = env.NODE_ENV === 'production';
  return z
    .object({
      NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
      PORT: z.coerce.number().int().min(0).max(65535).default(3000),
      HOST: z.string().min(1).default('127.0.0.1'),
      APP_URL: z.url().optional(),
      DATA_DIR: z.string().min(1).default('./data'),
      WEB_DIST_DIR: z.string().min(1).default('dist/web'),
      DATABASE_URL: z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
        .optional(),
      LOG_LEVEL: z
        .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
        .default('info'),
      SEED_DEMO: bool(!production),
      ADMIN_EMAIL: z.email().optional(),
      ADMIN_PASSWORD: z
        .string()
        .min(PASSWORD_MIN_LENGTH, `must be at least ${PASSWORD_MIN_LENGTH} characters`)
        .optional(),
      TEAM_EMAIL: z.email().default('team@warmintro.example'),
      EMAIL_FROM: z.string().default('WarmIntro <hello@warmintro.example>'),
      EMAIL_TRANSPORT: z.enum(['log', 'smtp', 'sendgrid']).default('log'),
      SMTP_URL: z.string().optional(),
      SENDGRID_API_KEY: z.string().optional(),
      SENDGRID_API_URL: z.url().default('https://api.sendgrid.com'),
      EMAIL_FALLBACK: bool(true),
      OUTBOX_POLL_MS: positiveInt(1000),
      COOKIE_SECURE: bool(production),
      TRUST_PROXY: bool(false),
      REDIS_URL: z
        .union([
          z.literal(''),
          z.string().regex(/^rediss?:\/\//, 'must start with redis:// or rediss://'),
        ])
        .optional()
        .transform((v) => v || undefined),
      REDIS_KEY_PREFIX: z.string().default('warmintro:'),
      RATE_LIMIT_LOGIN: positiveInt(10),
      RATE_LIMIT_LOGIN_IP_EMAIL: positiveInt(5),
      RATE_LIMIT_SIGNUP: positiveInt(5),
      RATE_LIMIT_PASSWORD_RESET: positiveInt(5),
      RATE_LIMIT_CONTACT: positiveInt(5),
      RATE_LIMIT_NEWSLETTER: positiveInt(5),
      /** Messages a minute per user (issue #16). */
      RATE_LIMIT_MESSAGES: positiveInt(30),
      TEST_CLOCK: bool(false),
      LOGIN_SLOWDOWN_AFTER: positiveInt(5),
      LOGIN_SLOWDOWN_MAX_MS: positiveInt(5000),
    })
    .refine((c) => !(c.ADMIN_EMAIL && !c.ADMIN_PASSWORD), {
      path: ['ADMIN_PASSWORD'],
      message: 'is required when ADMIN_EMAIL is set',
    })
    .refine((c) => !(c.TEST_CLOCK && c.NODE_ENV === 'production'), {
      path: ['TEST_CLOCK'],
      message: 'must not be set in production',
    });
}

export type Config = z.infer<ReturnType<typeof buildSchema>> & { APP_URL: string };

/** Thrown when the environment does not parse; the message names each bad variable. */
export class ConfigError extends Error {}

/**
 * Parses the environment into a typed configuration.
 * @throws ConfigError naming the variable(s) in error, e.g. `PORT: Invalid input: expected number`.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = buildSchema(env).safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration — ${lines.join('; ')}`);
  }
  const c = result.data;
  return { ...c, APP_URL: (c.APP_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, '') };
}

/**
 * A configuration for tests: defaults plus overrides, never read from the real environment.
 * Rate limits and the login slowdown are high, since every test request comes from one address; a
 * test of a limit sets it.
 */
export function testConfig(overrides: Partial<Record<string, string>> = {}): Config {
  const generous = Object.fromEntries(
    ['LOGIN', 'LOGIN_IP_EMAIL', 'SIGNUP', 'PASSWORD_RESET', 'CONTACT', 'NEWSLETTER']
      .map((k) => [`RATE_LIMIT_${k}`, '10000'])
      .concat([['LOGIN_SLOWDOWN_AFTER', '10000']]),
  );
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    ...generous,
    ...overrides,
  });
}

/** Loads `./.env` into `process.env` when the file exists (variables already set win). */
export function loadDotEnv(file = '.env'): void {
  try {
    process.loadEnvFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}
